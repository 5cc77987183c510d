import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { keys } from '@/api/keys';

const anyAnswer = z.unknown();

/** `DELETE api/historyRecord/{id}/patient/{patientId}` (spec 02 §7); then the patient's pages are read again. */
export function useDeleteHistoryRecord(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`api/historyRecord/${encodeURIComponent(id)}/patient/${encodeURIComponent(patientId)}`, anyAnswer, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.historyRecords.list({ patientId }) }),
  });
}
