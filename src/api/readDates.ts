/**
 * Dates as the API sends them (see read.ts). Parsed here by hand, with the browser's own time
 * zone data (Intl) for São Paulo: the dashboard's schemas, and so these readers, are on the first
 * load of the dashboard route, where luxon (20 kB gzip) would cost every screen.
 */
import { isCalendarDay } from '@/lib/calendarDate';
import { sentText } from './scalars';

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
 * The API's own slash form (spec 02 §7 sends dates month/day/year), as a .NET server on an en-US
 * culture also writes them: '5/17/1980', '05/17/1980 00:00:00', '5/17/1980 12:00:00 AM'. Read
 * month first; day first only where that is the one reading that makes a date ('17/05/1980').
 * Ambiguous dates ('05/12/1960') are the API's: 12 May (docs/decisions/0023-tolerant-writer.md).
 */
const SLASH = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*([AP]M)?)?$/i;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  fraction: string;
  zone: string | undefined;
}

function slashWallTime(text: string): WallTime | null {
  const match = SLASH.exec(text);
  if (!match) return null;
  const [, a, b, y, h, mi = '0', s = '0', fraction = '', meridiem] = match;
  let [month, day] = [Number(a), Number(b)];
  if (month > 12 && day <= 12) [month, day] = [day, month];
  let hour = Number(h ?? 0);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  }
  return { year: Number(y), month, day, hour, minute: Number(mi), second: Number(s), fraction, zone: undefined };
}

function isoWallTime(text: string): WallTime | null {
  const match = DOTNET.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  return { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s), fraction, zone };
}

/** A date with its time of day as written, from the ISO or the slash form; null if it is neither or no real time. */
function wallTime(value: unknown): WallTime | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const wall = isoWallTime(text) ?? slashWallTime(text);
  if (!wall || !isCalendarDay(wall.year, wall.month, wall.day) || wall.hour > 23 || wall.minute > 59 || wall.second > 59) return null;
  return wall;
}

/**
 * A date-time as .NET writes it: with or without fractional seconds (up to 7 digits, or 9), with
 * 'Z', an offset or no zone at all (São Paulo time), 'T' or a space between date and time; or in
 * the slash form above (no zone: São Paulo time). Answered as an ISO instant in UTC, so every later
 * step compares and formats one form.
 */
export function readInstant(value: unknown): string | null {
  const parts = wallTime(value);
  if (!parts) return null;
  const { year, month, day, hour, minute, second, fraction, zone } = parts;
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

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar date (a birth date) as 'YYYY-MM-DD', the day taken as written, never shifted by a
 * zone: from '1960-05-12', '1960-05-12T00:00:00', '1960-05-12T00:00:00-03:00', or the slash form
 * with or without a time of day ('5/12/1960 12:00:00 AM').
 */
export function readCalendarDate(value: unknown): string | null {
  const parts = wallTime(value);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : null;
}

/**
 * What the server sent for a date the console could not read, as text to show the user; null when
 * it sent nothing (or the date was read). The value itself is kept and sent back as it came.
 */
export function unreadableDate(value: unknown): string | null {
  return readCalendarDate(value) === null ? sentText(value) : null;
}
