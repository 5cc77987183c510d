/**
 * Months as the API exchanges them ('MM/YYYY'). A report belongs to the month of its date on the
 * institution's clock, Brasília time: UTC-3 all year, since Brazil dropped daylight saving in 2019.
 */
const INSTITUTION_UTC_OFFSET_MS = -3 * 60 * 60 * 1000;

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

const MONTH_PATTERN = /^(0[1-9]|1[0-2])\/(\d{4})$/;

/** 'MM/YYYY' (two-digit month, four-digit year), otherwise null. */
export function parseMonth(text: string | null | undefined): YearMonth | null {
  const match = MONTH_PATTERN.exec(text?.trim() ?? '');
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}

export function formatMonth({ year, month }: YearMonth): string {
  return `${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/** A running month number, so months compare and subtract as integers. */
export function monthIndex({ year, month }: YearMonth): number {
  return year * 12 + (month - 1);
}

function fromIndex(index: number): YearMonth {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month an instant falls in, on the institution's clock. */
function monthOf(instant: Date | string): YearMonth {
  const local = new Date(new Date(instant).getTime() + INSTITUTION_UTC_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/** The 'MM/YYYY' of an instant, on the institution's clock. */
export function monthKeyOf(instant: Date | string): string {
  return formatMonth(monthOf(instant));
}

/** The first instant of the month (midnight of day 1, institution time). */
export function monthStart(value: YearMonth): Date {
  return new Date(Date.UTC(value.year, value.month - 1, 1) - INSTITUTION_UTC_OFFSET_MS);
}

/** The first instant after the month, i.e. the exclusive end of it. */
export function monthEnd(value: YearMonth): Date {
  return monthStart(fromIndex(monthIndex(value) + 1));
}

/** Every month from `start` to `end`, both included; empty when end is before start. */
export function monthsBetween(start: YearMonth, end: YearMonth): YearMonth[] {
  const months: YearMonth[] = [];
  for (let index = monthIndex(start); index <= monthIndex(end); index += 1) months.push(fromIndex(index));
  return months;
}
