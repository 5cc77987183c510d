import type { Rng } from './prng';

/** The modulo-11 check digit of the Receita Federal for the given leading digits. */
function checkDigit(digits: readonly number[]): number {
  const firstWeight = digits.length + 1;
  const sum = digits.reduce((acc, digit, index) => acc + digit * (firstWeight - index), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Completes a 9-digit base with its two check digits. */
export function withCpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error('A CPF base has exactly 9 digits');
  const digits = Array.from(base, Number);
  const first = checkDigit(digits);
  const second = checkDigit([...digits, first]);
  return `${base}${first}${second}`;
}

/** Accepts digits only or the masked form 000.000.000-00. */
export function isValidCpf(value: string): boolean {
  const masked = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(value);
  if (!masked && !/^\d{11}$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  // Repeated digits pass the arithmetic but the Receita never issues them.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return withCpfCheckDigits(digits.slice(0, 9)) === digits;
}

/** Digits only, as the API stores it; the front end applies the mask. */
export function generateCpf(rng: Rng): string {
  let base = rng.digits(9);
  while (/^(\d)\1{8}$/.test(base)) base = rng.digits(9);
  return withCpfCheckDigits(base);
}
