import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { DEFAULT_PAGE_SIZE, pageOf, toPage } from '@/api/page';
import { isoToApi } from '@/lib/calendarDate';
import { announcementKeys, type AnnouncementListQuery } from '../keys';
import { announcementSchema } from '../schemas';

const announcementPageSchema = pageOf(announcementSchema);

// The server's page size, once it has said one (spec 02 §9: it overrides our 10).
let pageSize = DEFAULT_PAGE_SIZE;

/** `GET api/announcement?dateSearch&page&limit` (spec 02 §7): `dateSearch` is month/day/year. */
export async function fetchAnnouncementPage({ page, date }: AnnouncementListQuery, signal?: AbortSignal) {
  const answer = await apiRequest('api/announcement', announcementPageSchema, {
    query: { dateSearch: isoToApi(date ?? null), page, limit: pageSize },
    signal,
  });
  const result = toPage(answer, { page, pageSize });
  pageSize = result.pageSize;
  return result;
}

export const announcementListQueryOptions = (query: AnnouncementListQuery) =>
  queryOptions({
    queryKey: announcementKeys.list(query),
    queryFn: ({ signal }) => fetchAnnouncementPage(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAnnouncementList(query: AnnouncementListQuery) {
  return useQuery(announcementListQueryOptions(query));
}
