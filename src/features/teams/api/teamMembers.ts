import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { listOf } from '@/api/list';
import { readFlag, readText, requiredId, requiredText } from '@/api/read';
import { keys } from '@/api/keys';

/**
 * A professional of the team: the checkbox needs an id and a name. Whether they navigate is read
 * tolerantly; unreadable counts as not navigating, which the user sees and can change.
 */
const memberSchema = z.pipe(
  z.looseObject({ Id: z.optional(z.unknown()), ProfessionalId: z.optional(z.unknown()), Name: requiredText }),
  z.transform((row, ctx) => {
    const id = z.safeParse(requiredId, row.Id ?? row.ProfessionalId);
    if (!id.success) {
      ctx.issues.push({ code: 'custom', message: 'Id', input: row.Id, path: ['Id'] });
      return z.NEVER;
    }
    return { Id: id.data, Name: row.Name, Email: readText(row.Email), IsNavigator: readFlag(row.IsNavigator) ?? false };
  }),
);
export type TeamMember = z.infer<typeof memberSchema>;

const members = listOf(memberSchema);

/** "A Navigators list" (spec 02 §7): `{Navigators: [...]}`, or the list itself, or under `Data`. */
const teamMembersSchema = z.pipe(
  z.union([z.looseObject({ Navigators: z.unknown() }), z.unknown()]),
  z.transform((input, ctx) => {
    const value = typeof input === 'object' && input !== null && 'Navigators' in input ? input.Navigators : input;
    const parsed = z.safeParse(members, value);
    if (!parsed.success) {
      ctx.issues.push({ code: 'custom', message: 'Navigators', input: value, path: ['Navigators'] });
      return z.NEVER;
    }
    return parsed.data;
  }),
);

export const teamMembersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.teams.members(id),
    queryFn: ({ signal }) => apiRequest(`api/team/${encodeURIComponent(id)}/professionals`, teamMembersSchema, { signal }),
  });

export function useTeamMembers(id: string | null) {
  return useQuery({ ...teamMembersQueryOptions(id ?? ''), enabled: id !== null });
}
