import type { PatientAlert } from '../schemas';
import type { Worsening } from './history';
import type { TriageRow } from './rows';
import { isTopClass } from './severity';

/** What a card marks and a notification tells, read by one rule for both. */
export interface AlertMarks {
  /** Waiting longer than `alertsOverdueMinutes`: 'Atrasado'. */
  overdue: boolean;
  /** A class above the patient's last alert of this symptom: 'Piorou', and why. */
  worsened: Worsening | null;
  /** The highest class of its symptom's scale (`isTopClass`). */
  topClass: boolean;
}

/** What the marks are read against: the queue's own overdue rule (its clock) and 'Piorou'. */
export interface MarkContext {
  overdue: (row: TriageRow) => boolean;
  worsened: ReadonlyMap<PatientAlert, Worsening>;
}

export function alertMarks(row: TriageRow, context: MarkContext): AlertMarks {
  return { overdue: context.overdue(row), worsened: context.worsened.get(row.alert) ?? null, topClass: isTopClass(row.intensityClass) };
}

/**
 * Why a pending alert that has just arrived is severe, or null when it is not
 * (docs/decisions/0029-severe-alert-notifications.md): 'Piorou' first (it says more), then the
 * top class of its scale. Becoming 'Atrasado' later is the other severe event (`AlertMarks.overdue`).
 */
export function severeOnArrival(marks: AlertMarks): 'worsened' | 'topClass' | null {
  if (marks.worsened) return 'worsened';
  return marks.topClass ? 'topClass' : null;
}
