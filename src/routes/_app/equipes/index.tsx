import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { teamsSearchSchema } from '@/features/teams/searchSchema';
import { TeamsScreen } from '@/features/teams/components/TeamsScreen';
import { listSearchDefaults } from '@/ui/list/searchParams';
import { prefetchFrom } from '@/ui/prefetchFrom';

export const Route = createFileRoute('/_app/equipes/')({
  validateSearch: teamsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search }) => ({ page: search.page, search: search.search }),
  // Starts the page's call while the screen's code loads; not awaited, so the rows on screen stay
  // while another page loads (the table shows its own loading and error states).
  loader: ({ context, deps }) => {
    prefetchFrom(
      () => import('@/features/teams/api/loaders'),
      (m) => m.prefetchTeamList(context.queryClient, deps),
    );
  },
  component: TeamsScreen,
});
