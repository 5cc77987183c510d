import type { PatientMessage, SymptomReport } from '../types';
import type { Activity } from './activity';
import { FEVER_SYMPTOM_ID, PAIN_SYMPTOM_ID } from './symptoms';

/**
 * Vida Plena's pending alerts, reworked for the alerts page's triage queue (decision 0022), which
 * orders by intensity class and waiting time, marks the overdue and says 'Piorou'. The drawn seed
 * left the queue flat: no alert under five hours old, one pain alert, both fevers in the same
 * class. Hand-picked edits of drawn records fix that, rather than new records, so that every
 * count the suites and src/mocks/README.md state stays (29 pending symptom alerts, 15 messages, and per
 * address too: each alert made pending has one of the same address made handled) and no
 * dashboard figure moves (the widgets do not read `Pending`; the two temperatures changed stay
 * below fever; the moved check-ins stay in the summary window).
 *
 * Each record is named by its patient, symptom and age at the anchor as drawn: ages, unlike
 * calendar dates, do not depend on the hour the store is anchored at (seed-activity.test.ts).
 * A name that stops matching (the drawn seed changed) throws, so no edit is lost silently.
 */

/** A drawn check-in moved closer to the anchor: the triage queue needs alerts minutes old. */
interface CheckInMove {
  patientId: number;
  ageMinutes: number;
  toAgeMinutes: number;
}

/** A drawn symptom report made pending (an alert) or handled, and maybe read at another level. */
interface ReportEdit {
  patientId: number;
  symptomId: number;
  /** Its age at the anchor as drawn, before any move. */
  ageMinutes: number;
  pending: boolean;
  intensity?: number;
}

const NAUSEA = 2;
const FATIGUE = 4;
const DIARRHOEA = 5;
const COUGH = 7;
const CONSTIPATION = 8;
const ANXIETY = 11;

/**
 * The patient whose pain worsens on screen (the demo's `worsening` switch, lib/worsening.ts):
 * Benedito Cavalcanti, address 1, whose one pending alert is pain at EVA 4 (Moderada), 73 h old.
 */
export const WORSENING_PATIENT_ID = 90;
/** What he reports when the switch fires: EVA 8, the Grave class, above his pending EVA 4. */
export const WORSENED_PAIN = 8;

/**
 * Alerts minutes old at the anchor, hence at the moment a person opens the console just after
 * `npm start`, or a browser test just after its file's server started (both load the store then).
 * Under 45 minutes, so they are not overdue (60) for the first quarter of an hour.
 */
const moves: readonly CheckInMove[] = [
  // Amanda Carolina Araújo Mendes (address 2): Vômito Grave, drawn 5 h before the anchor.
  { patientId: 77, ageMinutes: 301, toAgeMinutes: 8 },
  // Bruna Silva (address 1): three Leve symptoms, drawn 4 h 46 min before the anchor.
  { patientId: 109, ageMinutes: 286, toAgeMinutes: 40 },
];

const edits: readonly ReportEdit[] = [
  // Made pending (address 1 six times, address 3 twice).
  // Minutes: Conceição Ribeiro's Constipação Moderado (25 min, as drawn) and Bruna Silva's
  // Ansiedade Leve (moved to 40 min), the 1 to 4 scale's mildest class, which no alert had.
  { patientId: 136, symptomId: CONSTIPATION, ageMinutes: 25, pending: true },
  { patientId: 109, symptomId: ANXIETY, ageMinutes: 286, pending: true },
  // Hours: Rafael Oliveira's Constipação Muito Grave, 13 h 38 min.
  { patientId: 60, symptomId: CONSTIPATION, ageMinutes: 818, pending: true },
  // Pain in all three EVA classes: Vera Nunes's two pain alerts, EVA 3 (Moderada, 5.5 days)
  // then EVA 2 (Leve, 2.8 days), a patient who got better (no 'Piorou'); and Francisca Carolina
  // Vieira Teixeira's EVA 8 (Grave, 4.9 days).
  { patientId: 137, symptomId: PAIN_SYMPTOM_ID, ageMinutes: 7981, pending: true },
  { patientId: 137, symptomId: PAIN_SYMPTOM_ID, ageMinutes: 3981, pending: true },
  { patientId: 19, symptomId: PAIN_SYMPTOM_ID, ageMinutes: 7065, pending: true },
  // Temperatures in two more classes beside the two fevers (39.4 and 39.2 °C): 37.5 °C
  // (37.4–37.7, 1.8 days) and 37.2 °C (37.1–37.3, 5.9 days), drawn as 36.8 and 36.9 °C.
  { patientId: 7, symptomId: FEVER_SYMPTOM_ID, ageMinutes: 2627, pending: true, intensity: 37.5 },
  { patientId: 34, symptomId: FEVER_SYMPTOM_ID, ageMinutes: 8496, pending: true, intensity: 37.2 },
  // Handled, to keep the counts: Moderado alerts of symptoms that keep others of that class.
  { patientId: 80, symptomId: DIARRHOEA, ageMinutes: 2798, pending: false },
  { patientId: 79, symptomId: DIARRHOEA, ageMinutes: 4721, pending: false },
  { patientId: 113, symptomId: DIARRHOEA, ageMinutes: 2180, pending: false },
  { patientId: 66, symptomId: NAUSEA, ageMinutes: 4593, pending: false },
  { patientId: 118, symptomId: FATIGUE, ageMinutes: 5064, pending: false },
  { patientId: 50, symptomId: CONSTIPATION, ageMinutes: 1630, pending: false },
  { patientId: 21, symptomId: COUGH, ageMinutes: 1517, pending: false },
  { patientId: 95, symptomId: ANXIETY, ageMinutes: 2391, pending: false },
];

/** A message minutes old too: Fernanda Teixeira Silva's, drawn 1 h 43 min before the anchor. */
const messageMoves: readonly { patientId: number; ageMinutes: number; toAgeMinutes: number }[] = [{ patientId: 126, ageMinutes: 103, toAgeMinutes: 15 }];

const MINUTE_MS = 60_000;

/** Within a minute: a `now` with seconds shifts the drawn instants' rounding by up to one. */
const ageMatches = (iso: string, nowMs: number, ageMinutes: number): boolean => Math.abs((nowMs - Date.parse(iso)) / MINUTE_MS - ageMinutes) <= 1;

function only<T>(found: T[], what: string): T[] {
  if (found.length === 0) throw new Error(`Seed (triage): ${what} not found; the drawn seed changed, update seed/triage.ts.`);
  return found;
}

/** Oldest first with ids in that order again, as the drawn seed has them (activity.ts, withIds). */
function renumbered<T extends { Id: number; DateAndTime: string }>(items: T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.DateAndTime.localeCompare(b.item.DateAndTime) || a.index - b.index)
    .map(({ item }, index) => ({ ...item, Id: index + 1 }));
}

/** The activity with the triage edits above applied; the drawn lists are not changed in place. */
export function withTriageQueue(activity: Activity, now: Date): Activity {
  const nowMs = now.getTime();
  const reports: SymptomReport[] = activity.symptomReports.map((report) => ({ ...report }));
  const messages: PatientMessage[] = activity.messages.map((message) => ({ ...message }));
  const at = (ageMinutes: number): string => new Date(nowMs - ageMinutes * MINUTE_MS).toISOString();

  for (const edit of edits) {
    const what = `patient ${edit.patientId}'s symptom ${edit.symptomId} ${edit.ageMinutes} min before the anchor`;
    const [report, ...others] = only(
      reports.filter((item) => item.PatientId === edit.patientId && item.SymptomId === edit.symptomId && ageMatches(item.DateAndTime, nowMs, edit.ageMinutes)),
      what,
    );
    if (!report || others.length > 0) throw new Error(`Seed (triage): ${what} is not one report.`);
    report.Pending = edit.pending;
    if (edit.intensity !== undefined) report.Intensity = edit.intensity;
  }
  // After the edits, which name reports by their drawn age. A check-in moves whole (all its
  // symptoms), so the record's tabs and notes see one check-in at the new time.
  for (const move of moves) {
    const checkIn = only(
      reports.filter((item) => item.PatientId === move.patientId && ageMatches(item.DateAndTime, nowMs, move.ageMinutes)),
      `patient ${move.patientId}'s check-in ${move.ageMinutes} min before the anchor`,
    );
    for (const report of checkIn) report.DateAndTime = at(move.toAgeMinutes);
  }
  for (const move of messageMoves) {
    const found = only(
      messages.filter((item) => item.PatientId === move.patientId && ageMatches(item.DateAndTime, nowMs, move.ageMinutes)),
      `patient ${move.patientId}'s message ${move.ageMinutes} min before the anchor`,
    );
    for (const message of found) message.DateAndTime = at(move.toAgeMinutes);
  }
  return { ...activity, symptomReports: renumbered(reports), messages: renumbered(messages) };
}
