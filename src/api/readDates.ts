/**
 * Dates as the API sends them (see read.ts). Parsed here by hand, with the browser's own time
 * zone data (Intl) for São Paulo: the dashboard's schemas, and so these readers, are on the first
 * load of the dashboard route, where luxon (20 kB gzip) would cost every screen.
 */
import { isCalendarDay } from '@/lib/calendarDate';

/** A date-time the API sends without a zone was written on the institution's clock. */
const API_ZONE = 'America/Sao_Paulo';

const DOTNET = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

let zoneParts: Intl.DateTimeFormat | undefined;

/** How far São Paulo's clock was from UTC at `utcMs` (its past summer times included). */
function zoneOffsetMs(utcMs: number): number {
  zoneParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: API_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part = Object.fromEntries(zoneParts.formatToParts(new Date(utcMs)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0, part.second ?? 0);
  return wall - (utcMs - (((utcMs % 1000) + 1000) % 1000));
}

function offsetOf(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0)) * 60_000;
}

/**
 * A date-time as .NET writes it: with or without fractional seconds (up to 7 digits, or 9), with
 * 'Z', an offset or no zone at all (São Paulo time), 'T' or a space between date and time.
 * Answered as an ISO instant in UTC, so every later step compares and formats one form.
 */
export function readInstant(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = DOTNET.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  let utc: number;
  if (zone) {
    utc = wall - offsetOf(zone);
  } else {
    // The wall time in São Paulo: take the zone's offset at that moment, then once more at the
    // corrected instant, which settles it across a change of offset.
    utc = wall - zoneOffsetMs(wall);
    utc = wall - zoneOffsetMs(utc);
  }
  return new Date(utc).toISOString();
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const BR_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A calendar date (a birth date) as 'YYYY-MM-DD': from '1960-05-12', a .NET midnight
 * '1960-05-12T00:00:00' (the day is taken as written, never shifted by a zone) or '12/05/1960'.
 */
export function readCalendarDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = ISO_DAY.exec(text);
  const br = iso ? null : BR_DAY.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : [];
  if (!year || !month || !day || !isCalendarDay(Number(year), Number(month), Number(day))) return null;
  return `${year}-${month}-${day}`;
}
