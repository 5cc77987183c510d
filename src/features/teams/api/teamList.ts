import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { pageOf, pagedFetcher } from '@/api/page';
import { teamOptionSchema } from '@/api/reference/teams';
import { type TeamListQuery } from '../listQuery';
import { keys } from '@/api/keys';

/** A row of the teams list: the same reading as the team options (id and name required). */
const teamPageSchema = pageOf(teamOptionSchema);

/** `api/team?page&limit`, or `api/team/search?name&page&limit` when a name is searched (spec 02 §7). */
const fetchTeamPage = pagedFetcher(({ page, search }: TeamListQuery, limit, signal) =>
  search
    ? apiRequest('api/team/search', teamPageSchema, { query: { name: search, page, limit }, signal })
    : apiRequest('api/team', teamPageSchema, { query: { page, limit }, signal }),
);

export const teamListQueryOptions = (query: TeamListQuery) =>
  queryOptions({
    queryKey: keys.teams.list(query),
    queryFn: ({ signal }) => fetchTeamPage(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTeamList(query: TeamListQuery) {
  return useQuery(teamListQueryOptions(query));
}
