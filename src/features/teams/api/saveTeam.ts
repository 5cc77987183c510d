import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { apiId, readText } from '@/api/read';
import { messages } from '@/messages/screens';
import type { TeamFormValues } from '../components/teamFormSchema';
import type { TeamMember } from './teamMembers';
import { keys } from '@/api/keys';

// The create answer may carry the server's own message (as the professional's does).
const saveAnswerSchema = z.pipe(
  z.unknown(),
  z.transform((body) => (typeof body === 'object' && body !== null ? readText((body as Record<string, unknown>).Message) : null)),
);

interface SaveInput {
  values: TeamFormValues;
  /** On edit, the members as loaded: their navigator flags are saved when one changed. */
  members: TeamMember[] | null;
}

/** Thrown when the team was saved but its navigators were not: the form says which part failed. */
export class NavigatorsNotSaved extends Error {
  constructor(override readonly cause: unknown) {
    super(messages.teams.navigatorsFailed);
  }
}

/**
 * `POST api/team` or `PUT api/team/{id}` with `{Name, Status}`, then on edit `PUT
 * api/team/{id}/professionals` with every member's navigator flag when one changed (spec 02 §7).
 */
export function useSaveTeam(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, members }: SaveInput) => {
      const body = { Name: values.name.trim(), Status: values.status };
      const message = id
        ? await apiRequest(`api/team/${encodeURIComponent(id)}`, saveAnswerSchema, { method: 'PUT', body })
        : await apiRequest('api/team', saveAnswerSchema, { method: 'POST', body });
      const changed = members?.some((member) => member.IsNavigator !== values.navigators.includes(member.Id));
      if (id && members && changed) {
        const navigators = members.map((member) => ({ Id: apiId(member.Id), IsNavigator: values.navigators.includes(member.Id) }));
        try {
          await apiRequest(`api/team/${encodeURIComponent(id)}/professionals`, z.unknown(), {
            method: 'PUT',
            body: { Navigators: navigators },
          });
        } catch (error) {
          throw new NavigatorsNotSaved(error);
        }
      }
      return { message };
    },
    onSettled: async () => {
      // A name or status change shows in the list, the options and the professionals' rows.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.teams.lists() }),
        queryClient.invalidateQueries({ queryKey: keys.teams.options() }),
        id ? queryClient.invalidateQueries({ queryKey: keys.teams.members(id) }) : null,
        queryClient.invalidateQueries({ queryKey: keys.professionals.lists() }),
      ]);
    },
  });
}
