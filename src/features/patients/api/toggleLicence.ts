import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { updateRow } from './listCache';
import { keys } from '@/api/keys';

const anyAnswer = z.unknown();

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
      await queryClient.cancelQueries({ queryKey: keys.patients.lists() });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.licences.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.patients.lists() }),
  });
}
