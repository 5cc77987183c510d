/**
 * Registros (spec 02 §3): history records and their types, read tolerantly (decision 0001). A
 * record needs only its Id (the edit and delete calls name it); its type may come as
 * `{Id, Name}`, as a bare name, as flat `HistoryRecordTypeId` / `HistoryRecordTypeName` fields, or
 * not at all; dates as .NET writes them (with or without zone, 7 fractional digits) or null.
 */
import * as z from 'zod/mini';
import { field, readNumber, readText, requiredId, requiredText } from '@/api/read';
import { readCalendarDate, unreadableDate } from '@/api/readDates';
import { fold } from '@/lib/fold';

/** A type as the record names it; either part may be missing. */
export interface RecordTypeRef {
  Id: string | null;
  Name: string | null;
}

/** An id sent as a number or as text ('2', 2, 2.0 all say type 2). */
function readId(value: unknown): string | null {
  const number = readNumber(value);
  return number !== null && Number.isInteger(number) ? String(number) : readText(value);
}

/** `{Id, Name}`, `{Id}`, `{Name}`, a bare name, or a bare numeric id; null when none of them. */
export function readRecordType(value: unknown): RecordTypeRef | null {
  if (typeof value === 'number') return { Id: readId(value), Name: null };
  if (typeof value === 'string') return readText(value) ? { Id: null, Name: value.trim() } : null;
  const ref = { Id: readId(field(value, 'Id')), Name: readText(field(value, 'Name')) };
  return ref.Id === null && ref.Name === null ? null : ref;
}

/** `GET api/historyRecordtype`: the option needs its id (the payload) and its name (the label). */
export const historyRecordTypeSchema = z.pipe(
  z.looseObject({ Id: requiredId, Name: requiredText }),
  z.transform((row) => ({ Id: row.Id, Name: row.Name })),
);
export type HistoryRecordType = z.infer<typeof historyRecordTypeSchema>;

/** A date the console cannot read: the value as sent and its text for the user; null when it read it or got none. */
function keptDate(value: unknown): { sent: unknown; text: string } | null {
  const text = unreadableDate(value);
  return text === null ? null : { sent: value, text };
}

/**
 * One record of `GET api/historyRecord/patient/{id}`. The dates are calendar days: taken as
 * written ('2024-03-10T00:00:00Z' is 10 March), never shifted by a zone.
 */
export const historyRecordSchema = z.pipe(
  z.looseObject({ Id: requiredId }),
  z.transform((row) => ({
    Id: row.Id,
    Type: readRecordType(row.HistoryRecordType) ?? readRecordType({ Id: row.HistoryRecordTypeId, Name: row.HistoryRecordTypeName }),
    InitialDate: readCalendarDate(row.InitialDate),
    EndDate: readCalendarDate(row.EndDate),
    /** Dates the console could not read, exactly as they came: kept by a save that does not replace them. */
    UnreadableDates: { initialDate: keptDate(row.InitialDate), endDate: keptDate(row.EndDate) },
    Notes: readText(row.HistoryRecordNotes),
  })),
);
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

export interface ResolvedType {
  /** The id the form selects and the payload sends; null when the types list does not know it. */
  id: string | null;
  name: string | null;
}

/**
 * The record's type against the types list: an id names its type; a bare name is looked up
 * without accents or case ('cirurgia' is 'Cirurgia'), so that editing it sends the right id.
 */
export function resolveType(ref: RecordTypeRef | null, types: readonly HistoryRecordType[]): ResolvedType {
  if (ref === null) return { id: null, name: null };
  const byId = ref.Id === null ? undefined : types.find((type) => type.Id === ref.Id);
  const byName = ref.Name === null || byId ? undefined : types.find((type) => fold(type.Name.trim()) === fold(ref.Name ?? ''));
  const known = byId ?? byName;
  return { id: known?.Id ?? ref.Id, name: ref.Name ?? known?.Name ?? null };
}
