import { createFileRoute } from '@tanstack/react-router';
import { TeamFormScreen } from '@/features/teams/components/TeamFormScreen';

export const Route = createFileRoute('/_app/equipes/editar/$id')({
  loader: async ({ context, params }) => {
    const { loadTeamForEdit } = await import('@/features/teams/api/loaders');
    await loadTeamForEdit(context.queryClient, params.id);
  },
  component: function EditTeam() {
    return <TeamFormScreen id={Route.useParams().id} />;
  },
});
