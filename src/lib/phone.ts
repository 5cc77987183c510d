import { onlyDigits } from './digits';

export type PhoneKind = 'landline' | 'mobile';

/**
 * Spec 02 §5: 10 digits is a landline ('Fixo'); 11 digits with a 9 after the two-digit area code
 * is a mobile ('Celular'). Anything else is not a phone.
 */
export function phoneKind(value: string): PhoneKind | null {
  const digits = onlyDigits(value);
  if (digits.length === 10) return 'landline';
  if (digits.length === 11 && digits[2] === '9') return 'mobile';
  return null;
}

export function isValidPhone(value: string): boolean {
  return phoneKind(value) !== null;
}

/** (DD) NNNN-NNNN for landlines, (DD) NNNNN-NNNN for mobiles; anything else is shown as given. */
export function formatPhone(value: string | null | undefined): string {
  const digits = onlyDigits(value ?? '');
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return value ?? '';
}

/**
 * The `tel:` address of a phone as the API sent it: a Brazilian number of 10 or 11 digits gets
 * the country code, one already written with it (or with '+') is dialled as written. Null when too
 * few digits remain to dial (a placeholder, an extension alone).
 */
export function phoneHref(value: string | null | undefined): string | null {
  const digits = onlyDigits(value ?? '');
  if (digits.length < 8) return null;
  if ((value ?? '').trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10 || digits.length === 11) return `tel:+55${digits}`;
  if (digits.startsWith('55')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
