import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ActiveStatus } from '@/api/read';
import { pageOf, type Page } from '@/api/page';
import { teamOptionSchema, teamOptionsQueryOptions, type TeamOption } from '@/api/reference/teams';
import { keys } from '@/api/keys';

const SCAN_PAGE_SIZE = 100;
const SCAN_MAX_PAGES = 20;
const scanPageSchema = pageOf(teamOptionSchema);

/** The row of `id` in the pages of the teams list this tab already has (the row the user came from). */
function fromListedPages(queryClient: QueryClient, id: string): ActiveStatus | null {
  for (const [, page] of queryClient.getQueriesData<Page<TeamOption>>({ queryKey: keys.teams.lists() })) {
    const status = page?.items.find((team) => team.Id === id)?.Status;
    if (status) return status;
  }
  return null;
}

/** Reads pages of `path` until the row of `id` turns up; its status, or null. */
async function scan(path: string, query: Record<string, string>, id: string, signal?: AbortSignal): Promise<ActiveStatus | null> {
  for (let page = 1; page <= SCAN_MAX_PAGES; page += 1) {
    const answer = await apiRequest(path, scanPageSchema, { query: { ...query, page, limit: SCAN_PAGE_SIZE }, signal });
    const row = answer.items.find((team) => team.Id === id);
    if (row) return row.Status;
    if (answer.items.length === 0 || page >= (answer.pagination.totalPages ?? page)) return null;
  }
  return null;
}

/**
 * A team's status for its edit form. Spec 02 §7's unpaged `GET api/team` carries only `Id, Name`,
 * so the status comes from a call that carries it: the unpaged row when it happens to, the list
 * page the user came from, else the search by the team's name, else the paged list. Null when no
 * call tells: the form then asks for a choice instead of defaulting an existing team to active.
 */
async function findTeamStatus(queryClient: QueryClient, id: string, signal?: AbortSignal): Promise<ActiveStatus | null> {
  const options = await queryClient.ensureQueryData(teamOptionsQueryOptions());
  const option = options.items.find((team) => team.Id === id);
  if (option?.Status) return option.Status;
  const listed = fromListedPages(queryClient, id);
  if (listed) return listed;
  if (option) {
    try {
      const found = await scan('api/team/search', { name: option.Name }, id, signal);
      if (found) return found;
    } catch {
      // A search the server refuses still leaves the paged list to read.
    }
  }
  return scan('api/team', {}, id, signal);
}

export const teamStatusQueryOptions = (queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: keys.teams.status(id),
    queryFn: ({ signal }) => findTeamStatus(queryClient, id, signal),
  });

export function useTeamStatus(queryClient: QueryClient, id: string | null) {
  return useQuery({ ...teamStatusQueryOptions(queryClient, id ?? ''), enabled: id !== null });
}
