import { Stack, Title } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTeamOptions } from '@/api/reference/teams';
import { messages } from '@/messages/screens';
import { ListError } from '@/ui/list/ListError';
import { LoadingText } from '@/ui/LoadingText';
import { useTeamMembers } from '../api/teamMembers';
import { useTeamStatus } from '../api/teamStatus';
import { TeamForm } from './TeamForm';

/**
 * Adicionar / Editar equipe (spec 02 §2). The edited team is read by its id from the institution's
 * teams, so a reload or a shared link works; an id the server does not know goes back to the list
 * with a message (the route's loader does it before rendering; this covers a team removed since).
 * The status comes apart (api/teamStatus.ts): the unpaged list the record is read from may not carry it.
 */
export function TeamFormScreen({ id }: { id: string | null }) {
  const options = useTeamOptions();
  const members = useTeamMembers(id);
  const status = useTeamStatus(useQueryClient(), id);
  const title = id ? messages.teams.editTitle : messages.teams.addTitle;

  let body;
  if (!id) {
    body = <TeamForm id={null} team={null} status="Active" members={null} membersState={null} />;
  } else if (!options.data) {
    body = options.isError ? (
      <ListError error={options.error} stale={false} retrying={options.isFetching} onRetry={() => void options.refetch()} />
    ) : (
      <LoadingText />
    );
  } else {
    const team = options.data.items.find((item) => item.Id === id);
    if (!team) return <Navigate to="/equipes" search={{ message: 'teamNotFound' }} replace />;
    // The form waits for the members and the status (or their failure) so its starting values are
    // complete; a status no call could tell is no choice made, never 'Ativo' by default.
    body =
      members.isPending || status.isPending ? (
        <LoadingText />
      ) : (
        <TeamForm key={team.Id} id={id} team={team} status={status.data ?? null} members={members.data?.items ?? null} membersState={members} />
      );
  }

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {body}
    </Stack>
  );
}
