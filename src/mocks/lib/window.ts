/**
 * The dashboard's time windows. Every "last N days" of the demo counts back from the store's
 * anchor (`store.anchor`), never from the wall clock, so answers agree with the seed all day long.
 */
export const DAY_MS = 86_400_000;

/** Spec §9: the right column of the dashboard, 'Últimos 21 (vinte e um) dias'. */
export const SUMMARY_WINDOW_DAYS = 21;

/** The periods the new-patients widget may ask for; 0 means all time. */
export const PATIENT_PERIOD_DAYS = [0, 7, 21, 30] as const;

/** The instant `days` (may be fractional) before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Whether an ISO instant lies in the `days` days up to `now`, both ends included; days 0 means
 * any time up to `now`.
 */
export function isWithinDays(iso: string, now: Date, days: number): boolean {
  const time = Date.parse(iso);
  if (time > now.getTime()) return false;
  return days === 0 || time >= now.getTime() - days * DAY_MS;
}

/** The summary window (the last 21 days) of spec §2 and §9. */
export function inSummaryWindow(iso: string, now: Date): boolean {
  return isWithinDays(iso, now, SUMMARY_WINDOW_DAYS);
}
