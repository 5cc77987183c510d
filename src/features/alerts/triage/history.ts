import type { PatientAlert } from '../schemas';
import { alertKey, symptomOfPatient } from './identity';
import type { TriageRow } from './rows';
import type { IntensityClass } from './severity';

/** One alert the console saw, as much of it as 'Piorou' needs: no name, no text. */
interface Entry {
  key: string;
  at: number;
  scale: IntensityClass['scale'];
  step: number;
  /** The intensity sent, for the reason 'Piorou' shows; absent in entries written before it was kept. */
  value?: number;
}

/** Why an alert says 'Piorou': the patient's previous alert of the symptom and this one, on one scale. */
export interface Worsening {
  scale: IntensityClass['scale'];
  /** The previous intensity; null when the history kept only its class. */
  from: number | null;
  fromStep: number;
  to: number;
  toStep: number;
}

/** Per patient and symptom, the alerts seen, oldest first. */
export type SymptomHistory = Record<string, Entry[]>;

/** A patient's last few alerts of a symptom are all 'Piorou' needs. */
const KEEP_PER_SYMPTOM = 5;
/** A pair not seen for this long is forgotten (a patient discharged, a symptom gone). */
const FORGET_AFTER_MS = 30 * 24 * 60 * 60_000;

/**
 * The history with the rows' alerts added; the same object when none was new, so that a refresh
 * that brings nothing new writes nothing.
 */
export function mergeHistory(history: SymptomHistory, rows: readonly TriageRow[], now: number): SymptomHistory {
  let next: SymptomHistory | null = null;
  for (const row of rows) {
    const pair = symptomOfPatient(row.alert);
    if (pair === null || row.at === null || row.intensityClass === null) continue;
    const key = alertKey(row.alert);
    const entries = (next ?? history)[pair] ?? [];
    if (entries.some((entry) => entry.key === key)) continue;
    next ??= { ...history };
    const added: Entry = { key, at: row.at, scale: row.intensityClass.scale, step: row.intensityClass.step };
    if (row.intensity !== null) added.value = row.intensity;
    next[pair] = [...entries, added].sort((a, b) => a.at - b.at).slice(-KEEP_PER_SYMPTOM);
  }
  if (next === null) return history;
  for (const [pair, entries] of Object.entries(next)) {
    const last = entries[entries.length - 1];
    if (!last || now - last.at > FORGET_AFTER_MS) delete next[pair];
  }
  return next;
}

/**
 * The alerts whose class is higher than that of the patient's alert of the same symptom seen just
 * before it (on the same scale: a symptom the API once sent without its scale is not compared),
 * each with the two intensities compared.
 */
export function worsenedAlerts(history: SymptomHistory, rows: readonly TriageRow[]): Map<PatientAlert, Worsening> {
  const worse = new Map<PatientAlert, Worsening>();
  for (const row of rows) {
    const pair = symptomOfPatient(row.alert);
    const now = row.intensityClass;
    if (pair === null || row.at === null || now === null || row.intensity === null) continue;
    const at = row.at;
    const before = (history[pair] ?? []).filter((entry) => entry.at < at).at(-1);
    if (before && before.scale === now.scale && before.step < now.step) {
      const from = typeof before.value === 'number' && Number.isFinite(before.value) ? before.value : null;
      worse.set(row.alert, { scale: now.scale, from, fromStep: before.step, to: row.intensity, toStep: now.step });
    }
  }
  return worse;
}
