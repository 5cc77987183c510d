/**
 * The history record form (spec 02 §2, §5, §7): its values, its rules for react-hook-form through
 * zodResolver, and the payload of the POST / PUT.
 */
import * as z from 'zod/mini';
import { apiId } from '@/api/read';
import { isoToApi, isoToTyped, typedToIso } from '@/lib/calendarDate';
import { messages } from '@/messages/screens';
import type { FieldBinding } from '@/ui/form/serverErrors';
import type { HistoryRecord } from './schemas';

/** Spec 02 §2: type 1 (Cirurgia) has no end date. */
const SINGLE_DATE_TYPE_ID = '1';
/** Spec 02 §2: type 4 (no previous oncological treatment) has no dates and no notes. */
export const UNDATED_TYPE_ID = '4';

/** The DD/MM/AAAA mask of the date fields, as the Ficha's: the form keeps the 8 digits typed. */

export interface RecordFormValues {
  typeId: string;
  /** The digits of DD/MM/YYYY as typed. */
  initialDate: string;
  endDate: string;
  notes: string;
}

/** Which fields a type shows: the hidden ones are neither checked nor sent. */
export function fieldsOf(typeId: string) {
  const undated = typeId === UNDATED_TYPE_ID;
  return { dates: !undated, endDate: !undated && typeId !== SINGLE_DATE_TYPE_ID, notes: !undated };
}

export function startingValues(record: HistoryRecord | null, typeId: string | null): RecordFormValues {
  return {
    typeId: typeId ?? '',
    initialDate: isoToTyped(record?.InitialDate ?? null),
    endDate: isoToTyped(record?.EndDate ?? null),
    notes: record?.Notes ?? '',
  };
}

/** Whether the form holds anything else than what it started with (react-hook-form's isDirty, read now). */
export function hasChanges(values: RecordFormValues, start: RecordFormValues): boolean {
  return (Object.keys(start) as (keyof RecordFormValues)[]).some((key) => values[key] !== start[key]);
}

const blank = (typed: string) => typed.replace(/\D/g, '') === '';

/**
 * Spec 02 §5: the type is required; beyond it, a date that is typed must be a real day, and the
 * end may not come before the start. Dates are optional (a treatment still going on has no end).
 * One refinement over a shape that only checks types, so every problem shows at the first Salvar.
 */
export const recordFormSchema = z.object({ typeId: z.string(), initialDate: z.string(), endDate: z.string(), notes: z.string() }).check(
  z.superRefine((values, ctx) => {
    const push = (path: keyof RecordFormValues, message: string) => ctx.issues.push({ code: 'custom', input: values, path: [path], message });
    if (values.typeId === '') push('typeId', messages.validation.required);
    const shown = fieldsOf(values.typeId);
    if (!shown.dates) return;
    const start = typedToIso(values.initialDate);
    const end = shown.endDate ? typedToIso(values.endDate) : null;
    if (!blank(values.initialDate) && start === null) push('initialDate', messages.historyRecords.invalidDate);
    if (shown.endDate && !blank(values.endDate) && end === null) push('endDate', messages.historyRecords.invalidDate);
    // ISO days compare as text.
    if (start !== null && end !== null && end < start) push('endDate', messages.validation.endBeforeStart);
  }),
);

/**
 * `{historyRecordTypeId, historyRecordNotes, initialDate, endDate}`, dates month/day/year (spec 02
 * §7). A date the record carried in a form the console cannot read (`kept`) goes back as it came
 * while its field is left blank and shown (decision 0023); a typed date replaces it.
 */
export function recordPayload(values: RecordFormValues, kept: HistoryRecord['UnreadableDates'] | null = null) {
  const shown = fieldsOf(values.typeId);
  const notes = values.notes.trim();
  const date = (typed: string, keep: { sent: unknown } | null | undefined) => (blank(typed) && keep ? keep.sent : isoToApi(typedToIso(typed)));
  return {
    historyRecordTypeId: apiId(values.typeId),
    historyRecordNotes: shown.notes && notes !== '' ? notes : null,
    initialDate: shown.dates ? date(values.initialDate, kept?.initialDate) : null,
    endDate: shown.endDate ? date(values.endDate, kept?.endDate) : null,
  };
}

/**
 * Server errors shown on their field too: by payload key, or by the words of the message. The end
 * date comes first: 'A data final não pode ser menor que a data início.' names both.
 */
export const recordFieldBindings: FieldBinding<RecordFormValues>[] = [
  { name: 'typeId', api: 'historyRecordTypeId', words: ['tipo'] },
  { name: 'endDate', api: 'endDate', words: ['data final'] },
  { name: 'initialDate', api: 'initialDate', words: ['data inicio'] },
  { name: 'notes', api: 'historyRecordNotes', words: ['observacoes'] },
];
