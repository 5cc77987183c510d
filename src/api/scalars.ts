/**
 * The tolerant reader's scalar readers (decision 0001), apart from ./read so that what the first
 * load reads (the login answer) can use them without pulling the whole reader into the entry
 * (decision 0005). ./read re-exports them: screens import them from there.
 */

/** A numeric text: digits, a sign, one decimal point or comma (./required's figures too). */
export const NUMERIC = /^[+-]?\d+(?:[.,]\d+)?$/;

/** A number, or a numeric string ('12', ' 12.5 ', '12,5'). */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return NUMERIC.test(text) ? Number(text.replace(',', '.')) : null;
}

/** A display text: a non-blank string (trimmed), or a number written as text. */
export function readText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** true/false, 'true'/'false' in any case, 1/0 or '1'/'0'. */
export function readFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return null;
}

/** An id as the API takes it back in a payload: a number when it is one, else the text it came as. */
export function apiId(id: string): number | string {
  return /^\d+$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : id;
}

/** An id the API sent (a number or a text), as apiId answers it; null when missing or unreadable. */
export function readApiId(value: unknown): number | string | null {
  const text = readText(value);
  return text === null ? null : apiId(text);
}

/** A value the server sent (not null, not blank) as text a user can read; null when it sent none. */
export function sentText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? null;
}
