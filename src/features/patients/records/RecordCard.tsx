import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { messages } from '@/messages/screens';
import { fieldsOf } from './form';
import { describeRecord, formatDay } from './format';
import { RecordNotes } from './RecordNotes';
import type { HistoryRecord, ResolvedType } from './schemas';

const m = messages.historyRecords;

/**
 * The record's dates as 'Data início: DD/MM/YYYY'. The type says which dates it has (a missing one
 * shows '—'); a date the server sent anyway is shown, never dropped.
 */
function RecordDates({ record, typeId }: { record: HistoryRecord; typeId: string | null }) {
  const shown = fieldsOf(typeId ?? '');
  const lines = [
    { label: m.initialDate, day: record.InitialDate, expected: shown.dates },
    { label: m.endDate, day: record.EndDate, expected: shown.endDate },
  ].filter((line) => line.expected || line.day !== null);
  if (lines.length === 0) return null;
  return (
    <Group gap="lg" mt={4}>
      {lines.map((line) => (
        <Text key={line.label} size="sm">
          {m.dateValue(line.label, formatDay(line.day))}
        </Text>
      ))}
    </Group>
  );
}

interface Props {
  record: HistoryRecord;
  type: ResolvedType;
  /** Absent when the record is view-only: no edit or delete control at all. */
  onEdit?: (trigger: HTMLElement) => void;
  onDelete?: (trigger: HTMLElement) => void;
}

/** One history record (spec 02 §2, §3): its type, dates (DD/MM/YYYY) and notes. */
export function RecordCard({ record, type, onEdit, onDelete }: Props) {
  const what = describeRecord(type.name, record.InitialDate);

  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Title order={3} size="h5">
          {type.name ?? m.untyped}
        </Title>
        {(onEdit || onDelete) && (
          <Group gap="xs">
            {onEdit && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                aria-label={m.editLabel(what)}
                onClick={(event) => onEdit(event.currentTarget)}
              >
                {m.edit}
              </Button>
            )}
            {onDelete && (
              <Button
                variant="subtle"
                color="red.9"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={m.deleteLabel(what)}
                onClick={(event) => onDelete(event.currentTarget)}
              >
                {m.delete}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <RecordDates record={record} typeId={type.id} />
      {record.Notes && (
        <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
          <RecordNotes notes={record.Notes} record={what} />
        </div>
      )}
    </Card>
  );
}
