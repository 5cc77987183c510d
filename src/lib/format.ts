import { DateTime } from 'luxon';

export { formatPhone, phoneHref } from './phone';

/** What a field the API did not send, or sent unreadable, shows. */
export const BLANK = '—';

/** Whole years from an ISO birth date to now; null when the date is missing or invalid. */
export function ageFrom(birthDate: string | null | undefined, now: DateTime = DateTime.now()): number | null {
  if (!birthDate) return null;
  const born = DateTime.fromISO(birthDate);
  if (!born.isValid) return null;
  return Math.floor(now.diff(born, 'years').years);
}

/** DD/MM/YYYY HH:mm from an ISO date-time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = DateTime.fromISO(iso);
  return at.isValid ? at.toFormat('dd/MM/yyyy HH:mm') : '';
}

/** DD/MM/YYYY of an ISO instant, on this device's clock; '—' when missing or invalid. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return BLANK;
  const at = DateTime.fromISO(iso);
  return at.isValid ? at.toFormat('dd/MM/yyyy') : BLANK;
}

/** DD/MM/YYYY of a calendar day ('YYYY-MM-DD'), never shifted by a zone; '—' when missing or invalid. */
export function formatCalendarDay(day: string | null | undefined): string {
  if (!day) return BLANK;
  const at = DateTime.fromISO(day, { zone: 'utc' });
  return at.isValid ? at.toFormat('dd/MM/yyyy') : BLANK;
}

/** Percentages as pt-BR numbers: 12,5%. */
export function formatPercent(value: number, fractionDigits = 1): string {
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: fractionDigits })}%`;
}

export function formatNumber(value: number, fractionDigits = 1): string {
  return value.toLocaleString('pt-BR', { maximumFractionDigits: fractionDigits });
}

/** Several active diagnoses are shown as the code C97 (spec 02 §9). */
const MULTIPLE_CIDS_CODE = 'C97';

export function cidLabel(cids: readonly { CIDCode: string }[] | null | undefined): string {
  if (!cids || cids.length === 0) return '';
  if (cids.length > 1) return MULTIPLE_CIDS_CODE;
  return cids[0]?.CIDCode ?? '';
}
