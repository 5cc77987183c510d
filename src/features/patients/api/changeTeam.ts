import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { apiId, type TeamRef } from '@/api/read';
import { updateRow } from './listCache';
import { keys } from '@/api/keys';

const anyAnswer = z.unknown();

/**
 * `PUT api/patient/changeteam/{id}` with `{PatientId, TeamId}` (spec 02 §7). The row shows the new
 * team only once the server agreed; the list is then read again.
 */
export function useChangeTeam(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: { Id: string; Name: string }) =>
      apiRequest(`api/patient/changeteam/${encodeURIComponent(patientId)}`, anyAnswer, {
        method: 'PUT',
        body: { PatientId: apiId(patientId), TeamId: apiId(team.Id) },
      }),
    onSuccess: async (_answer, team) => {
      updateRow(queryClient, patientId, (row) => ({
        ...row,
        Team: { Id: team.Id, Name: team.Name } satisfies TeamRef,
      }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.patients.lists() }),
        queryClient.invalidateQueries({
          queryKey: keys.patients.detail(patientId),
        }),
      ]);
    },
  });
}
