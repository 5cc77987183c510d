/**
 * Calendar dates (a birth date, a death date) as the Ficha handles them: typed as DD/MM/YYYY
 * (the mask gives its 8 digits), kept as ISO 'YYYY-MM-DD', sent to the API as month/day/year
 * (spec 02 §7). Plain arithmetic, no zone: a calendar day never shifts.
 */

/** Whether year-month-day is a day of the calendar (no 31 April, 29 February only in leap years). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** 'DDMMYYYY' (or 'DD/MM/YYYY') → 'YYYY-MM-DD'; null when incomplete or not a real day. */
export function typedToIso(typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  if (digits.length !== 8) return null;
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = Number(digits.slice(4));
  return year >= 1000 && isCalendarDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** 'YYYY-MM-DD' → the 8 digits the DD/MM/YYYY mask shows; '' for null. */
export function isoToTyped(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day}${month}${year}`;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY', the API's form; null stays null. */
export function isoToApi(iso: string | null): string | null {
  if (!iso) return null;
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** Today on this device's calendar, as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** ISO days compare as text. */
export function isAfterToday(iso: string, now: Date = new Date()): boolean {
  return iso > todayIso(now);
}
