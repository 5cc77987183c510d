import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { pageOf, pagedFetcher } from '@/api/page';
import { isoToApi } from '@/lib/calendarDate';
import { type AnnouncementListQuery } from '../listQuery';
import { announcementSchema } from '../schemas';
import { keys } from '@/api/keys';

const announcementPageSchema = pageOf(announcementSchema);

/** `GET api/announcement?dateSearch&page&limit` (spec 02 §7): `dateSearch` is month/day/year. */
const fetchAnnouncementPage = pagedFetcher(({ page, date }: AnnouncementListQuery, limit, signal) =>
  apiRequest('api/announcement', announcementPageSchema, {
    query: { dateSearch: isoToApi(date ?? null), page, limit },
    signal,
  }),
);

export const announcementListQueryOptions = (query: AnnouncementListQuery) =>
  queryOptions({
    queryKey: keys.announcements.list(query),
    queryFn: ({ signal }) => fetchAnnouncementPage(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAnnouncementList(query: AnnouncementListQuery) {
  return useQuery(announcementListQueryOptions(query));
}
