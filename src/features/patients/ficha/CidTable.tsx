import { useId } from 'react';
import { ActionIcon, Alert, Badge, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldErrors } from 'react-hook-form';
import { messages } from '@/messages/screens';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import type { CidType } from '../api/cidTypes';
import { STAGES } from '../recordSchema';
import type { CidDraft, CidRow, FichaValues } from './form';

const stageLabels: Record<string, string> = messages.ficha.stageOptions;

/** The spec's stages, plus the row's own when the server sent another one (kept as it was). */
function stageOptions(current: string) {
  const options = STAGES.map((stage) => ({
    value: stage,
    label: stageLabels[stage] ?? stage,
  }));
  return current !== '' && !(STAGES as readonly string[]).includes(current) ? [...options, { value: current, label: current }] : options;
}

interface Props {
  /** The rows as `useFieldArray` gives them: each with its React key. */
  rows: (CidRow & { key: string })[];
  draft: CidDraft;
  cidTypes: {
    data: CidType[] | undefined;
    isError: boolean;
    isPending: boolean;
  };
  unreadable: number;
  errors: FieldErrors<FichaValues>;
  disabled: boolean;
  onRowChange: (index: number, row: CidRow) => void;
  onRemove: (index: number) => void;
  onDraftChange: (draft: CidDraft) => void;
  onAdd: () => void;
}

/**
 * The CID/stage table of the Ficha (spec 02 §2, §4, §5): saved rows and rows added here (the form's
 * field array, CidSection.tsx); a row is
 * added from the fields below the table (CID searchable by code and description, stage, morphology).
 * Removing a row takes it off the table; the save then deletes it on the server if it was saved.
 */
export function CidTable({ rows, draft, cidTypes, unreadable, errors, disabled, onRowChange, onRemove, onDraftChange, onAdd }: Props) {
  const warningId = useId();
  const cidOptions = (cidTypes.data ?? []).map((type) => ({
    value: type.Id,
    label: type.Description ? `${type.CIDCode} - ${type.Description}` : type.CIDCode,
  }));
  const atLeastOne = errors.cids?.message ?? errors.cids?.root?.message;

  return (
    <Stack gap="sm">
      <UnreadableNotice count={unreadable} text={messages.ficha.unreadableCids} />
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.ficha.noCids}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table aria-label={messages.ficha.cidTable} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{messages.ficha.cidName}</Table.Th>
                <Table.Th>{messages.ficha.stage}</Table.Th>
                <Table.Th>{messages.ficha.morphology}</Table.Th>
                <Table.Th>{messages.ficha.cidEnabled}</Table.Th>
                <Table.Th w={1}>
                  <VisuallyHidden>{messages.list.actions}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ key, ...row }, index) => {
                const code = row.cidCode || row.cidId;
                const change = (patch: Partial<CidRow>) => onRowChange(index, { ...row, ...patch });
                return (
                  <Table.Tr key={key}>
                    <Table.Td>
                      <Text size="sm" fw={600} span>
                        {code}
                      </Text>
                      {row.description && (
                        <Text size="xs" c="dimmed">
                          {row.description}
                        </Text>
                      )}
                      {row.id === null && (
                        <Badge size="xs" variant="outline" color="gray.7" ml={4}>
                          {messages.ficha.unsavedCid}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td miw={150}>
                      <Select
                        aria-label={`${messages.ficha.stage} ${code}`}
                        data={stageOptions(row.estadio)}
                        value={row.estadio || null}
                        onChange={(value) => change({ estadio: value ?? '' })}
                        allowDeselect={false}
                        size="xs"
                      />
                    </Table.Td>
                    <Table.Td miw={160}>
                      <TextInput
                        aria-label={`${messages.ficha.morphology} ${code}`}
                        value={row.morphology}
                        onChange={(event) =>
                          change({
                            morphology: event.currentTarget.value,
                          })
                        }
                        maxLength={255}
                        size="xs"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${messages.ficha.cidEnabled} ${code}`}
                        checked={row.isEnable}
                        onChange={(event) =>
                          change({
                            isEnable: event.currentTarget.checked,
                          })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        aria-label={messages.ficha.removeCid(code)}
                        onClick={() => onRemove(index)}
                        disabled={disabled}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {atLeastOne && (
        <Alert color="yellow" variant="light" id={warningId} role="alert">
          {atLeastOne}
        </Alert>
      )}
      {!disabled && (
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Select
            label={messages.ficha.cidName}
            placeholder={messages.ficha.cidPlaceholder}
            data={cidOptions}
            value={draft.cidId || null}
            onChange={(value) => onDraftChange({ ...draft, cidId: value ?? '' })}
            searchable
            clearable
            nothingFoundMessage={messages.alerts.emptyList}
            error={errors.cidDraft?.cidId?.message ?? (cidTypes.isError ? messages.ficha.cidTypesFailed : undefined)}
            disabled={cidTypes.isPending}
            style={{ flex: '2 1 18rem' }}
            withAsterisk={rows.length === 0}
            aria-describedby={atLeastOne ? warningId : undefined}
          />
          <Select
            label={messages.ficha.stage}
            data={stageOptions('')}
            value={draft.estadio || null}
            onChange={(value) => onDraftChange({ ...draft, estadio: value ?? '' })}
            error={errors.cidDraft?.estadio?.message}
            style={{ flex: '1 1 10rem' }}
            withAsterisk={rows.length === 0}
          />
          <TextInput
            label={messages.ficha.morphology}
            value={draft.morphology}
            onChange={(event) => onDraftChange({ ...draft, morphology: event.currentTarget.value })}
            error={errors.cidDraft?.morphology?.message}
            maxLength={255}
            style={{ flex: '1 1 12rem' }}
          />
          <Checkbox
            label={messages.ficha.cidEnabled}
            checked={draft.isEnable}
            onChange={(event) => onDraftChange({ ...draft, isEnable: event.currentTarget.checked })}
            mt={32}
          />
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} mt={25}>
            {messages.ficha.addCid}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
