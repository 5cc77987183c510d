import { DateTime } from 'luxon';

/** MM/YYYY, the API's month format. */
export function toApiMonth(date: Date): string {
  return DateTime.fromJSDate(date).toFormat('MM/yyyy');
}

/** Whole months from `start` to `end` (0 when both fall in the same month; negative when end is earlier). */
export function monthsBetween(start: Date, end: Date): number {
  const a = DateTime.fromJSDate(start);
  const b = DateTime.fromJSDate(end);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** The default range: from 5 months ago to the current month (spec 01 §5). */
export function defaultMonthRange(now = new Date()): [Date, Date] {
  const current = DateTime.fromJSDate(now).startOf('month');
  return [current.minus({ months: 5 }).toJSDate(), current.toJSDate()];
}

export type RangeError = 'endBeforeStart' | 'intervalTooLong' | null;

/**
 * The month-range rules of spec 01 §5: an end before the start is cleared; with `maxMonths`, an
 * end more than that many months after the start ("may not be more than 6 months after the
 * start": exactly 6 is allowed), or after the current month, is cleared too. Dates are the first
 * days of their months.
 */
export function applyRangeRules(
  start: Date | null,
  end: Date | null,
  options: { maxMonths?: number; now?: Date } = {},
): { start: Date | null; end: Date | null; error: RangeError } {
  if (!start || !end) return { start, end, error: null };
  if (monthsBetween(start, end) < 0) return { start, end: null, error: 'endBeforeStart' };
  if (options.maxMonths !== undefined) {
    const tooLong = monthsBetween(start, end) > options.maxMonths;
    const afterCurrent = monthsBetween(options.now ?? new Date(), end) > 0;
    if (tooLong || afterCurrent) return { start, end: null, error: 'intervalTooLong' };
  }
  return { start, end, error: null };
}

/** Mantine dates' 'YYYY-MM-DD' strings to the first day of that month. */
export function fromPickerValue(value: string | null): Date | null {
  if (!value) return null;
  const date = DateTime.fromISO(value);
  return date.isValid ? date.startOf('month').toJSDate() : null;
}

export function toPickerValue(date: Date | null): string | null {
  return date ? DateTime.fromJSDate(date).toFormat('yyyy-MM-dd') : null;
}
