import * as z from 'zod/mini';
import { field, readCids, readFlag, readGender, readTeamRef, readText, requiredId, requiredText } from '@/api/read';
import { readCalendarDate } from '@/api/readDates';

/** The institution a patient belongs to: `Institution: {Id}` (spec 02 §3), or a flat `InstitutionId`. */
export function readInstitutionId(row: Record<string, unknown>): string | null {
  return readText(field(row.Institution, 'Id') ?? row.InstitutionId);
}

/**
 * A row of the patients list (spec 02 §2, §3). It needs its id (the record link, the team and
 * licence calls) and its name; every other field is read tolerantly and shows as '—' when missing.
 * `IsLicensed` missing or unreadable is null: the toggle then says nothing rather than guess.
 */
export const patientRowSchema = z.pipe(
  z.looseObject({ Id: requiredId, Name: requiredText }),
  z.transform((row) => ({
    Id: row.Id,
    Name: row.Name,
    Gender: readGender(row.Gender),
    BirthDate: readCalendarDate(row.BirthDate),
    /** The team that follows the patient (the API's `Doctor`). */
    Team: readTeamRef(row.Doctor ?? row.Team),
    CIDs: readCids(row),
    RegisterNumber: readText(row.RegisterNumber),
    IsLicensed: readFlag(row.IsLicensed),
    InstitutionId: readInstitutionId(row),
  })),
);
export type PatientRow = z.infer<typeof patientRowSchema>;

/**
 * Spec 02 §4: a patient of another institution is read-only here. A patient's unknown institution
 * means ours; but while the user's own is unknown (the login answer and the token left it out),
 * no patient can be told to be ours, so every one is read-only.
 */
export function isViewOnly(institutionId: string | null, userInstitutionId: number | string | null): boolean {
  if (userInstitutionId === null) return true;
  return institutionId !== null && institutionId !== String(userInstitutionId);
}
