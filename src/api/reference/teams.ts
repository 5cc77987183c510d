import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { listOf } from '@/api/list';
import { readStatus, requiredId, requiredText } from '@/api/read';
import { keys } from '@/api/keys';

/**
 * Every team of the institution (`GET api/team` without paging, spec 02 §7): the options of the
 * professionals' team filter and checkboxes, and the record the team form edits. A team needs its
 * id and name; its status is read when the server sends it.
 */
export const teamOptionSchema = z.pipe(
  z.looseObject({ Id: requiredId, Name: requiredText }),
  z.transform((row) => ({ Id: row.Id, Name: row.Name, Status: readStatus(row.Status) })),
);
const teamOptionsSchema = listOf(teamOptionSchema);
export type TeamOption = z.infer<typeof teamOptionSchema>;

/** Under the teams feature's key, so that a team's save refreshes the options too. */

export const teamOptionsQueryOptions = () =>
  queryOptions({
    queryKey: keys.teams.options(),
    queryFn: ({ signal }) => apiRequest('api/team', teamOptionsSchema, { signal }),
    staleTime: 60_000,
  });

export function useTeamOptions() {
  return useQuery(teamOptionsQueryOptions());
}
