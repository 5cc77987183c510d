import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { DEFAULT_PAGE_SIZE, pageOf, toPage } from '@/api/page';
import { teamOptionSchema } from '@/api/reference/teams';
import { teamKeys, type TeamListQuery } from '../keys';

/** A row of the teams list: the same reading as the team options (id and name required). */
export const teamPageSchema = pageOf(teamOptionSchema);

// The server's page size, once it has said one (spec 02 §9: it overrides our 10).
let pageSize = DEFAULT_PAGE_SIZE;

/** `api/team?page&limit`, or `api/team/search?name&page&limit` when a name is searched (spec 02 §7). */
export async function fetchTeamPage({ page, search }: TeamListQuery, signal?: AbortSignal) {
  const asked = { page, pageSize };
  const answer = search
    ? await apiRequest('api/team/search', teamPageSchema, { query: { name: search, page, limit: pageSize }, signal })
    : await apiRequest('api/team', teamPageSchema, { query: { page, limit: pageSize }, signal });
  const result = toPage(answer, asked);
  pageSize = result.pageSize;
  return result;
}

export const teamListQueryOptions = (query: TeamListQuery) =>
  queryOptions({
    queryKey: teamKeys.list(query),
    queryFn: ({ signal }) => fetchTeamPage(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTeamList(query: TeamListQuery) {
  return useQuery(teamListQueryOptions(query));
}
