/**
 * Alerts as the triage reads them, for the tests of what is severe (severity.test.ts) and of what
 * notifies (severeAlerts.test.ts): three symptoms on their three scales, a fixed clock, and the
 * marks' context as the alerts page builds it.
 */
import type { PatientAlert } from '@/features/alerts/schemas';
import { mergeHistory, worsenedAlerts } from '@/features/alerts/triage/history';
import type { MarkContext } from '@/features/alerts/triage/marks';
import { toRows } from '@/features/alerts/triage/rows';
import { isOverdue } from '@/features/alerts/triage/waiting';

export const PAIN = { Id: 1, Name: 'Dor', IsEva: true };
export const FEVER = { Id: 13, Name: 'Febre', IsEva: false };
export const NAUSEA = { Id: 2, Name: 'Náusea', IsEva: false };
export const NOW = Date.parse('2026-11-26T15:00:00Z');
export const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
/** `alertsOverdueMinutes`. */
const LIMIT = 60;

export type Symptom = { Id: number | null; Name: string | null; IsEva: boolean | null };

export function symptomAlert(name: string, symptom: Symptom, intensity: number | null, at: string | null, id = name): PatientAlert {
  return { Id: id, Name: name, Gender: null, BirthDate: null, Doctor: null, Phone: null, CIDs: [], DateAndTime: at, Intensity: intensity, Symptom: symptom };
}

export function messageAlert(name: string, at: string): PatientAlert {
  return { Id: name, Name: name, Gender: null, BirthDate: null, Doctor: null, Phone: null, CIDs: [], DateAndTime: at };
}

/** The marks' context of a list with only `alerts` seen before, at `now`. */
export function markContext(alerts: PatientAlert[] = [], now = NOW): MarkContext {
  const rows = toRows(alerts);
  return { overdue: (row) => isOverdue(row.at, now, LIMIT), worsened: worsenedAlerts(mergeHistory({}, rows, now), rows) };
}
