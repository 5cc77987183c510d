import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { teamOptionsQueryOptions } from '@/api/reference/teams';
import { teamListQueryOptions } from './teamList';
import { teamMembersQueryOptions } from './teamMembers';
import { teamStatusQueryOptions } from './teamStatus';
import type { TeamListQuery } from '../listQuery';

/**
 * What the teams routes ask for while their screens' code loads. Loaded on demand by the route
 * files, so that the schemas stay out of the first screen's bundle.
 */
export function prefetchTeamList(queryClient: QueryClient, query: TeamListQuery): void {
  void queryClient.prefetchQuery(teamListQueryOptions(query));
}

/**
 * The edited team, by id: an id the institution's teams do not have goes back to the list with a
 * message. When the teams cannot be loaded, the screen shows that failure with a reload instead.
 */
export async function loadTeamForEdit(queryClient: QueryClient, id: string): Promise<void> {
  void queryClient.prefetchQuery(teamMembersQueryOptions(id));
  void queryClient.prefetchQuery(teamStatusQueryOptions(queryClient, id));
  // Offline, a call never made cannot answer: the screen says it needs the connection rather
  // than the route waiting without end.
  if (!onlineManager.isOnline()) return;
  let known: boolean;
  try {
    const teams = await queryClient.ensureQueryData(teamOptionsQueryOptions());
    known = teams.items.some((team) => team.Id === id);
  } catch {
    return;
  }
  if (!known) throw redirect({ to: '/equipes', search: { message: 'teamNotFound' }, replace: true });
}
