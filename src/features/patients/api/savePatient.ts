import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { requiredId } from '@/api/read';
import type { CidRow, FichaValues } from '../ficha/form';
import { cidChanges, cidPayload, createPayload, recordPayload, type RecordBase } from '../ficha/payloads';
import { keys } from '@/api/keys';

const anyAnswer = z.unknown();

/** The create answer: `{Id}` (spec 02 §7), or the id alone. */
const createdSchema = z.pipe(
  z.union([z.looseObject({ Id: requiredId }), requiredId]),
  z.transform((answer) => (typeof answer === 'string' ? answer : answer.Id)),
);

export interface SaveInput {
  values: FichaValues;
  /** The CID rows the server has, as far as the form knows (the last save's `savedCids`). */
  savedCids: readonly CidRow[];
  /** The record the form started from, as received, and the form's values then: what a save overlays. */
  base: RecordBase;
}

export interface SaveResult {
  id: string;
  created: boolean;
  /**
   * The CID rows the server now has after the steps that succeeded, so that saving again after a
   * failure halfway never deletes a row twice.
   */
  savedCids: CidRow[];
  /** The record's body as `PUT api/patient/{id}` took it: the next save's base when no fresh record can be read. */
  sent: Record<string, unknown> | null;
  /**
   * The step that failed once the record was written (the CID table's), or null. After a create,
   * the record then opens anyway; after an edit, the form says what failed and keeps its values.
   */
  failed: unknown;
}

const segment = (id: string) => encodeURIComponent(id);

/**
 * `PUT api/patient/{id}` (a failure there throws: nothing was written), then the CID table:
 * deletes, updates (PUT), new rows (POST). Answers what the server then holds of the table.
 */
async function saveRecord(id: string, input: SaveInput): Promise<Pick<SaveResult, 'savedCids' | 'failed' | 'sent'>> {
  const { values, base } = input;
  const sent = recordPayload(values, base);
  await apiRequest(`api/patient/${segment(id)}`, anyAnswer, { method: 'PUT', body: sent });
  let held = [...input.savedCids];
  const { created, updated, removed } = cidChanges(held, values.cids);
  try {
    for (const row of removed) {
      await apiRequest(`api/cid/${segment(row.id ?? '')}/patient/${segment(id)}`, anyAnswer, { method: 'DELETE' });
      held = held.filter((saved) => saved !== row);
    }
    if (updated.length > 0) {
      await apiRequest(`api/cid/patient/${segment(id)}`, anyAnswer, {
        method: 'PUT',
        body: updated.map((row) => cidPayload(row, values.teamId)),
      });
      held = held.map((saved) => updated.find((row) => row.id === saved.id) ?? saved);
    }
    if (created.length > 0) {
      await apiRequest(`api/cid/patient/${segment(id)}`, anyAnswer, {
        method: 'POST',
        body: created.map((row) => cidPayload(row, values.teamId)),
      });
      held = [...held, ...created];
    }
  } catch (error) {
    return { savedCids: held, failed: error, sent };
  }
  return { savedCids: held, failed: null, sent };
}

/**
 * Saving the Ficha (spec 02 §7). Adding: `POST api/patient/{institutionId}` with the identifying
 * fields answers the new Id, then the rest of the record and the CIDs are saved as on edit.
 * Editing: `PUT api/patient/{id}` with every field, then the CID table.
 */
export function useSavePatient(id: string | null, institutionId: number | string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveInput): Promise<SaveResult> => {
      if (id !== null) return { id, created: false, ...(await saveRecord(id, input)) };
      // The Ficha is view-only then; never `api/patient/null`.
      if (institutionId === null) throw new Error("The user's institution is unknown: no patient can be added.");
      const newId = await apiRequest(`api/patient/${institutionId}`, createdSchema, { method: 'POST', body: createPayload(input.values) });
      try {
        return { id: newId, created: true, ...(await saveRecord(newId, input)) };
      } catch (error) {
        // The record's PUT failed: the patient exists with the identifying fields only.
        return { id: newId, created: true, savedCids: [], failed: error, sent: null };
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
