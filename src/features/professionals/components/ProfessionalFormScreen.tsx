import { Stack, Title } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { useTeamOptions } from '@/api/reference/teams';
import { messages } from '@/messages/screens';
import { ListError } from '@/ui/list/ListError';
import { LoadingText } from '@/ui/LoadingText';
import { useProfessional } from '../api/professional';
import { ProfessionalForm } from './ProfessionalForm';

/**
 * Adicionar / Editar profissional (spec 02 §2). The edited professional is the list's row the user
 * came from; a reload or a shared link finds it in the paged list. An unknown id goes back to the
 * list with a message.
 */
export function ProfessionalFormScreen({ id }: { id: string | null }) {
  const professional = useProfessional(id);
  const teamOptions = useTeamOptions();
  // Teams sent by name only are matched to the options by name: wait for them before the form starts.
  const teamsByName = professional.data?.Teams.some((team) => team.Id === null) ?? false;
  let body;
  if (!id) {
    body = <ProfessionalForm id={null} professional={null} />;
  } else if (professional.isPending || (teamsByName && teamOptions.isPending)) {
    body = <LoadingText />;
  } else if (professional.isError) {
    body = <ListError error={professional.error} stale={false} retrying={professional.isFetching} onRetry={() => void professional.refetch()} />;
  } else if (!professional.data) {
    return <Navigate to="/profissionais" search={{ message: 'professionalNotFound' }} replace />;
  } else {
    body = <ProfessionalForm key={professional.data.Id} id={id} professional={professional.data} teamOptions={teamOptions.data?.items ?? []} />;
  }
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {id ? messages.professionals.editTitle : messages.professionals.addTitle}
      </Title>
      {body}
    </Stack>
  );
}
