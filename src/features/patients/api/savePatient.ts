import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { requiredId } from '@/api/read';
import { keys } from '@/api/keys';
import { cidChanges, cidPayload, createPayload, recordPayload, type CidRow, type FichaValues } from '../ficha/form';

const anyAnswer = z.unknown();

/** The create answer: `{Id}` (spec 02 §7), or the id alone. */
const createdSchema = z.pipe(
  z.union([z.looseObject({ Id: requiredId }), requiredId]),
  z.transform((answer) => (typeof answer === 'string' ? answer : answer.Id)),
);

export interface SaveInput {
  values: FichaValues;
  /**
   * The CID rows the server has, as far as this form knows. Each step that succeeds updates it, so
   * that saving again after a failure halfway never deletes a row twice.
   */
  savedCids: CidRow[];
  /** The record's `Status` as the server sent it: given back where the console could not read it. */
  statusAsSent?: unknown;
}

export interface SaveResult {
  id: string;
  created: boolean;
  /** After a create: the step that failed once the patient existed (the record then opens anyway). */
  partial: unknown;
}

const path = (id: string) => encodeURIComponent(id);

/** `PUT api/patient/{id}`, then the CID table: deletes, updates (PUT), new rows (POST). */
async function saveRecord(id: string, input: SaveInput): Promise<void> {
  const { values, savedCids, statusAsSent } = input;
  await apiRequest(`api/patient/${path(id)}`, anyAnswer, {
    method: 'PUT',
    body: recordPayload(values, statusAsSent),
  });
  const { created, updated, removed } = cidChanges(savedCids, values.cids);
  for (const row of removed) {
    await apiRequest(`api/cid/${path(row.id ?? '')}/patient/${path(id)}`, anyAnswer, { method: 'DELETE' });
    savedCids.splice(savedCids.indexOf(row), 1);
  }
  if (updated.length > 0) {
    await apiRequest(`api/cid/patient/${path(id)}`, anyAnswer, {
      method: 'PUT',
      body: updated.map((row) => cidPayload(row, values.teamId)),
    });
    for (const row of updated)
      savedCids.splice(
        savedCids.findIndex((saved) => saved.id === row.id),
        1,
        row,
      );
  }
  if (created.length > 0) {
    await apiRequest(`api/cid/patient/${path(id)}`, anyAnswer, {
      method: 'POST',
      body: created.map((row) => cidPayload(row, values.teamId)),
    });
  }
}

/**
 * Saving the Ficha (spec 02 §7). Adding: `POST api/patient/{institutionId}` with the identifying
 * fields answers the new Id, then the rest of the record and the CIDs are saved as on edit.
 * Editing: `PUT api/patient/{id}` with every field, then the CID table.
 */
export function useSavePatient(id: string | null, institutionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveInput): Promise<SaveResult> => {
      if (id !== null) {
        await saveRecord(id, input);
        return { id, created: false, partial: null };
      }
      const newId = await apiRequest(`api/patient/${institutionId}`, createdSchema, { method: 'POST', body: createPayload(input.values) });
      try {
        await saveRecord(newId, input);
        return { id: newId, created: true, partial: null };
      } catch (error) {
        return { id: newId, created: true, partial: error };
      }
    },
    onSettled: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.patients.lists() }),
        result
          ? queryClient.invalidateQueries({
              queryKey: keys.patients.detail(result.id),
            })
          : null,
        // A new patient may take a licence, depending on the server; an edit never does.
        id === null ? queryClient.invalidateQueries({ queryKey: keys.licences.all }) : null,
      ]);
    },
  });
}
