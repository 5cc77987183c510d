import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { recordPayload, type RecordFormValues } from '../form';
import type { HistoryRecord } from '../schemas';
import { keys } from '@/api/keys';

// The saved row comes back; the list is read again instead, so its shape does not matter here.
const anyAnswer = z.unknown();

export interface SaveRecordInput {
  /** Null to add a record. */
  id: string | null;
  values: RecordFormValues;
  /** The edited record's dates the console could not read, kept as they came. */
  kept?: HistoryRecord['UnreadableDates'] | null;
}

/**
 * `POST api/historyRecord/patient/{id}` or `PUT api/historyRecord/{id}/patient/{patientId}` with
 * `{historyRecordTypeId, historyRecordNotes, initialDate, endDate}` (spec 02 §7). The patient's
 * pages are read again before the mutation settles, so the list shows the save with its message.
 */
export function useSaveHistoryRecord(patientId: string) {
  const queryClient = useQueryClient();
  const patient = encodeURIComponent(patientId);
  return useMutation({
    mutationFn: ({ id, values, kept = null }: SaveRecordInput) =>
      id === null
        ? apiRequest(`api/historyRecord/patient/${patient}`, anyAnswer, { method: 'POST', body: recordPayload(values) })
        : apiRequest(`api/historyRecord/${encodeURIComponent(id)}/patient/${patient}`, anyAnswer, {
            method: 'PUT',
            body: recordPayload(values, kept),
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.historyRecords.list({ patientId }) }),
  });
}
