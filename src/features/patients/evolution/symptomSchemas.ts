/**
 * Symptom evolution entries (spec 02 §3, §7), five a page (§9), read tolerantly
 * (decision 0001): flags as booleans, 'true'/1 or null (false), '' as no message, numbers as numeric
 * strings, a `Symptom` with or without its id (or as a bare name).
 */
import * as z from 'zod/mini';
import { listOf, type RowList } from '@/api/list';
import { pageOf } from '@/api/page';
import { field, readFlag, readNumber, readText } from '@/api/read';
import { readInstant } from '@/api/readDates';
import { missing } from './schemas';

/** Spec 02 §9: the symptom list shows 5 entries a page. */
export const SYMPTOM_PAGE_SIZE = 5;

/** One symptom of an entry; it needs a name or an id, or nothing says what was felt. */
const evolutionSchema = z.pipe(
  z.looseObject({}),
  z.transform((row, ctx) => {
    const symptom = row.Symptom;
    const name = readText(typeof symptom === 'object' ? field(symptom, 'Name') : symptom) ?? readText(row.SymptomName);
    const id = readNumber(field(symptom, 'Id') ?? row.SymptomId);
    if (name === null && id === null) {
      missing(ctx, 'Symptom', symptom);
      return z.NEVER;
    }
    return { symptom: { Id: id, Name: name, IsEva: readFlag(field(symptom, 'IsEva') ?? row.IsEva) }, intensity: readNumber(row.Intensity) };
  }),
);
export type SymptomEvolution = z.infer<typeof evolutionSchema>;

const evolutionsSchema = listOf(evolutionSchema);

const symptomEntrySchema = z.pipe(
  z.looseObject({}),
  z.transform((row, ctx) => {
    const parsed = z.safeParse(evolutionsSchema, row.Evolutions ?? null);
    // A list that is not one at all is one unreadable symptom, never a lost entry.
    const evolutions: RowList<SymptomEvolution> = parsed.success ? parsed.data : { items: [], unreadable: 1 };
    const entry = {
      at: readInstant(row.DateAndTime ?? row.Date),
      noSymptoms: readFlag(row.NoSymptoms) === true,
      missingSymptom: readFlag(row.MissingSymptom) === true,
      message: readText(row.Message),
      evolutions,
    };
    // Without its instant an entry still says what was felt; with neither it says nothing at all.
    const says = entry.noSymptoms || entry.missingSymptom || entry.message !== null || evolutions.items.length + evolutions.unreadable > 0;
    if (entry.at === null && !says) {
      missing(ctx, 'DateAndTime', row.DateAndTime);
      return z.NEVER;
    }
    return entry;
  }),
);
export type SymptomEntry = z.infer<typeof symptomEntrySchema>;

export const symptomPageSchema = pageOf(symptomEntrySchema);
export type SymptomPage = z.infer<typeof symptomPageSchema>;

/**
 * The page after `last`, or undefined at the end. Without the server's count, only a page of
 * exactly the size asked for may have a next one: a shorter page is the last, and a longer one
 * means the server ignored paging and sent the whole list.
 */
export function nextSymptomPage(last: SymptomPage, asked: number): number | undefined {
  const page = last.pagination.current ?? asked;
  const total = last.pagination.totalPages;
  if (total !== null) return page < total ? page + 1 : undefined;
  return last.items.length + last.unreadable === SYMPTOM_PAGE_SIZE ? page + 1 : undefined;
}
