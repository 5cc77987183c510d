import * as z from 'zod/mini';
import { readCids, readGender, readTeamName, readText, requiredText } from './read';
import { readCalendarDate } from './readDates';

/**
 * The patient fields every dashboard list and alert shares (spec 01 §3). Only the name is
 * required: a row that cannot name its patient cannot be shown. Every other field is read
 * tolerantly (null when missing or unreadable, shown as '—'); unknown fields are ignored.
 */
export function readPatientFields(row: Record<string, unknown> & { Name: string }) {
  return {
    Name: row.Name,
    Gender: readGender(row.Gender),
    BirthDate: readCalendarDate(row.BirthDate),
    /** The team that follows the patient (the API's `Doctor`), by name. */
    Doctor: readTeamName(row.Doctor),
    Phone: readText(row.Phone),
    CIDs: readCids(row),
  };
}

/** A row with at least the patient's name, all its other fields kept for the readers. */
export const namedRow = z.looseObject({ Name: requiredText });

export type PatientFields = ReturnType<typeof readPatientFields>;
