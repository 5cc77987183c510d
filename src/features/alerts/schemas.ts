import * as z from 'zod/mini';
import { listOf } from '@/api/list';
import { readPatientFields } from '@/api/patientRow';
import { readFlag, readNumber, readText, requiredId, requiredText } from '@/api/read';
import { readInstant } from '@/api/readDates';

/**
 * A pending alert requires only what its card cannot do without: the patient's id (the card
 * links to the patient's record) and a name to show. Everything else — time, team, phone, CIDs,
 * symptom, intensity — is read tolerantly, so that no display field can hide a pending alert.
 */
const alertRow = z.looseObject({ Id: requiredId, Name: requiredText });

function readPatientAlert(row: z.infer<typeof alertRow>) {
  return { Id: row.Id, ...readPatientFields(row), DateAndTime: readInstant(row.DateAndTime) };
}

/** Spec 01 §3 gives a symptom only `Name` and `IsEva`; some APIs also send its `Id`. */
function readSymptom(value: unknown) {
  if (typeof value !== 'object' || value === null) return null;
  const symptom = value as Record<string, unknown>;
  return { Id: readNumber(symptom.Id), Name: readText(symptom.Name), IsEva: readFlag(symptom.IsEva) };
}

const messageAlertSchema = z.pipe(alertRow, z.transform(readPatientAlert));

const symptomAlertSchema = z.pipe(
  alertRow,
  z.transform((row) => ({ ...readPatientAlert(row), Intensity: readNumber(row.Intensity), Symptom: readSymptom(row.Symptom) })),
);

/** GET api/dashboard/messages, newest first, read row by row. */
export const messageAlertListSchema = listOf(messageAlertSchema);
/** GET api/dashboard/alerts, newest first, read row by row. */
export const symptomAlertListSchema = listOf(symptomAlertSchema);

type MessageAlert = z.infer<typeof messageAlertSchema>;
type SymptomAlert = z.infer<typeof symptomAlertSchema>;
export type PatientAlert = MessageAlert | SymptomAlert;
