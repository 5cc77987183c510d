import type { AlertListKind } from '@/api/keys';
import { digest } from '@/lib/digest';
import type { PatientAlert } from '../schemas';
import type { Worsening } from '../triage/history';
import { alertKey } from '../triage/identity';
import { alertMarks, severeOnArrival, type MarkContext } from '../triage/marks';
import type { TriageRow } from '../triage/rows';

/**
 * What the notifications know of one list, by token (never a name): every alert pending at the
 * last look (`known`), and those that never notify for turning 'Atrasado' (`quiet`: pending when
 * the notifications started, or notified once already). Kept with the device state, so a reload
 * does not notify again, and wiped with it at the session's end.
 */
export interface ListState {
  known: string[];
  quiet: string[];
}
export type NotifiedState = Partial<Record<AlertListKind, ListState>>;

type SevereKind = 'topClass' | 'worsened' | 'overdue' | 'message';

export interface SevereEvent {
  list: AlertListKind;
  kind: SevereKind;
  /** The alert's token: its notification's tag and the card a click lands on. */
  token: string;
  alert: PatientAlert;
  intensity: number | null;
  worsened: Worsening | null;
}

/**
 * An alert told without naming it: a digest of its key (patient, time, symptom), the same in
 * every tab, for a notification's tag and the URL a click opens.
 */
const tokens = new WeakMap<PatientAlert, string>();
export function alertToken(alert: PatientAlert): string {
  let token = tokens.get(alert);
  if (token === undefined) tokens.set(alert, (token = digest(alertKey(alert))));
  return token;
}

/**
 * The severe events of one list since `previous` (docs/decisions/0029-severe-alert-notifications.md),
 * and what to know next. Without a `previous` (the first answer of the session, or since the user
 * turned the notifications on) everything pending is known and nothing notifies. A symptom alert
 * notifies when it arrives severe (`severeOnArrival`, the rule of the cards' marks) and when it
 * turns 'Atrasado'; a message only when the deployment says so (`notifyMessages`).
 */
export function severeEvents(
  previous: ListState | undefined,
  list: AlertListKind,
  rows: readonly TriageRow[],
  context: MarkContext,
  notifyMessages: boolean,
): { events: SevereEvent[]; next: ListState } {
  const current = [...new Set(rows.map((row) => alertToken(row.alert)))];
  if (!previous) return { events: [], next: { known: current, quiet: current } };
  const known = new Set(previous.known);
  const quiet = new Set(previous.quiet);
  const notifies = list === 'symptoms' || notifyMessages;
  const events: SevereEvent[] = [];
  const nextQuiet = new Set<string>();
  for (const row of rows) {
    const token = alertToken(row.alert);
    const marks = alertMarks(row, context);
    const event = (kind: SevereKind) => events.push({ list, kind, token, alert: row.alert, intensity: row.intensity, worsened: marks.worsened });
    let told = false;
    if (!known.has(token) && notifies) {
      const reason = list === 'symptoms' ? severeOnArrival(marks) : 'message';
      if (reason) {
        event(reason);
        told = true;
      }
    }
    if (quiet.has(token)) nextQuiet.add(token);
    else if (marks.overdue) {
      nextQuiet.add(token);
      if (notifies && !told) event('overdue');
    }
  }
  return { events, next: { known: current, quiet: [...nextQuiet] } };
}

export function sameState(a: ListState | undefined, b: ListState | undefined): boolean {
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((value, i) => value === y[i]);
  return a !== undefined && b !== undefined && same(a.known, b.known) && same(a.quiet, b.quiet);
}
