import type { Ref } from 'react';
import { Button, Checkbox, SimpleGrid, Text } from '@mantine/core';
import { useTeamOptions } from '@/api/reference/teams';
import { messages } from '@/messages/screens';
import { UnreadableNotice } from '@/ui/UnreadableNotice';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  /** Teams the professional has that no option matched (sent by a name the list does not hold). */
  unmatched?: string[];
}

/** The institution's teams as checkboxes; at least one is required (spec 02 §5). */
export function TeamCheckboxes({ value, onChange, error, inputRef, unmatched = [] }: Props) {
  const teams = useTeamOptions();
  if (teams.isError) {
    return (
      <div role="alert">
        <Text size="sm" fw={600}>
          {messages.professionals.teams}
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
    <Checkbox.Group label={messages.professionals.teams} withAsterisk value={value} onChange={onChange} error={error}>
      <UnreadableNotice count={teams.data?.unreadable ?? 0} text={messages.unreadable.teams} />
      {unmatched.length > 0 && (
        <Text size="sm" fw={500} mt={4}>
          {messages.professionals.teamsUnmatched(unmatched.join(', '))}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
        {(teams.data?.items ?? []).map((team, index) => (
          <Checkbox key={team.Id} value={team.Id} label={team.Name} ref={index === 0 ? inputRef : undefined} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
