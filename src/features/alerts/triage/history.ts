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
    const added = { key, at: row.at, scale: row.intensityClass.scale, step: row.intensityClass.step };
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
 * before it (on the same scale: a symptom the API once sent without its scale is not compared).
 */
export function worsenedAlerts(history: SymptomHistory, rows: readonly TriageRow[]): Set<PatientAlert> {
  const worse = new Set<PatientAlert>();
  for (const row of rows) {
    const pair = symptomOfPatient(row.alert);
    const now = row.intensityClass;
    if (pair === null || row.at === null || now === null) continue;
    const at = row.at;
    const before = (history[pair] ?? []).filter((entry) => entry.at < at).at(-1);
    if (before && before.scale === now.scale && before.step < now.step) worse.add(row.alert);
  }
  return worse;
}
