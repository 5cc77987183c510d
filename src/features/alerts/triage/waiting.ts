const MINUTE_MS = 60_000;

/** Whole minutes an alert sent at `at` has waited by `now`; a time ahead of this clock counts 0. */
export function waitingMinutes(at: number, now: number): number {
  return Math.max(0, Math.floor((now - at) / MINUTE_MS));
}

/** Waiting longer than the deployment's `alertsOverdueMinutes`. Unknown times are never overdue. */
export function isOverdue(at: number | null, now: number, limitMinutes: number): boolean {
  return at !== null && waitingMinutes(at, now) > limitMinutes;
}

/**
 * The unit a waiting time is told in: minutes under an hour, hours under a day, days after.
 * Elapsed time, not calendar days: 23:50 yesterday is 20 min at 00:10, and a change of the clocks
 * (São Paulo's past summer times) changes no wait.
 */
export function waitingParts(minutes: number): { unit: 'minutes' | 'hours' | 'days'; value: number } {
  if (minutes < 60) return { unit: 'minutes', value: minutes };
  if (minutes < 24 * 60) return { unit: 'hours', value: Math.floor(minutes / 60) };
  return { unit: 'days', value: Math.floor(minutes / (24 * 60)) };
}
