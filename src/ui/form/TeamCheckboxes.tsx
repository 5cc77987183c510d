import type { Ref } from 'react';
import { Button, Checkbox, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTeamOptions } from '@/api/reference/teams';
import { messages } from '@/messages/screens';
import { NeedsConnection } from '@/ui/NeedsConnection';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { useOnline } from '@/ui/useOnline';

interface Props {
  /** The group's label: the professional's teams, or where an announcement goes. */
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  /** Teams the professional has that no option matched (sent by a name the list does not hold). */
  unmatched?: string[];
  /** Unchangeable (while the form is sent). */
  disabled?: boolean;
}

/**
 * The institution's teams as checkboxes, at least one required (spec 02 §5), shared by the
 * professional and announcement forms: a loading line while they load, and a failure with its reload.
 */
export function TeamCheckboxes({ label, value, onChange, error, inputRef, unmatched = [], disabled = false }: Props) {
  const teams = useTeamOptions();
  const online = useOnline();
  if (teams.isError) {
    return (
      <div role="alert">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c="red.9">
          {messages.reference.teamsFailed}
        </Text>
        <Button variant="light" size="xs" mt={4} onClick={() => void teams.refetch()} loading={teams.isFetching}>
          {messages.list.reload}
        </Button>
      </div>
    );
  }
  return (
    <Checkbox.Group label={label} withAsterisk value={value} onChange={onChange} error={error} aria-busy={teams.isPending}>
      <UnreadableNotice count={teams.data?.unreadable ?? 0} text={messages.unreadable.teams} />
      {unmatched.length > 0 && (
        <Text size="sm" fw={500} mt={4}>
          {messages.professionals.teamsUnmatched(unmatched.join(', '))}
        </Text>
      )}
      {teams.isPending && !online ? (
        <NeedsConnection />
      ) : teams.isPending ? (
        <Text size="sm" c="dimmed" role="status" mt={6}>
          <Loader size="xs" mr={6} aria-hidden />
          {messages.common.loading}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
          {(teams.data?.items ?? []).map((team, index) => (
            <Checkbox key={team.Id} value={team.Id} label={team.Name} disabled={disabled} ref={index === 0 ? inputRef : undefined} />
          ))}
        </SimpleGrid>
      )}
    </Checkbox.Group>
  );
}
