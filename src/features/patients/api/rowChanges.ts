import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import type { Page } from '@/api/page';
import { apiId, type TeamRef } from '@/api/read';
import { licencesKey } from '@/api/reference/licences';
import { patientKeys } from '../keys';
import type { PatientRow } from '../schemas';

const anyAnswer = z.unknown();

/** Changes one patient's row in every cached page of the list that shows it. */
function updateRow(queryClient: QueryClient, id: string, change: (row: PatientRow) => PatientRow): void {
  queryClient.setQueriesData<Page<PatientRow>>({ queryKey: patientKeys.lists() }, (page) =>
    page
      ? {
          ...page,
          items: page.items.map((row) => (row.Id === id ? change(row) : row)),
        }
      : page,
  );
}

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
        queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
        queryClient.invalidateQueries({
          queryKey: patientKeys.detail(patientId),
        }),
      ]);
    },
  });
}

/**
 * `PUT api/patient/{id}/license` with `{IsLicensed}` (spec 02 §7). The toggle flips at once and
 * flips back when the call fails; the failure is only logged, as spec 02 §8 says (without any
 * patient field). On success the licence badge is read again.
 */
export function useToggleLicence(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLicensed: boolean) =>
      apiRequest(`api/patient/${encodeURIComponent(patientId)}/license`, anyAnswer, { method: 'PUT', body: { IsLicensed: isLicensed } }),
    onMutate: async (isLicensed) => {
      await queryClient.cancelQueries({ queryKey: patientKeys.lists() });
      updateRow(queryClient, patientId, (row) => ({
        ...row,
        IsLicensed: isLicensed,
      }));
    },
    onError: (error, isLicensed) => {
      updateRow(queryClient, patientId, (row) => ({
        ...row,
        IsLicensed: !isLicensed,
      }));
      const status = error instanceof Error && 'status' in error ? ` (HTTP ${String(error.status)})` : '';
      console.warn(`A licença do paciente não foi alterada${status}; o botão voltou ao estado anterior.`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licencesKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
  });
}
