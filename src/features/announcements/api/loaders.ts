import type { QueryClient } from '@tanstack/react-query';
import { teamOptionsQueryOptions } from '@/api/reference/teams';
import type { AnnouncementListQuery } from '../listQuery';
import { announcementListQueryOptions } from './announcementList';

/** What the announcements routes ask for while their screens' code loads (on demand, see the route files). */
export function prefetchAnnouncementList(queryClient: QueryClient, query: AnnouncementListQuery): void {
  void queryClient.prefetchQuery(announcementListQueryOptions(query));
}

export function prefetchTeams(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(teamOptionsQueryOptions());
}
