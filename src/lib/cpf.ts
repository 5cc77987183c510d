import { onlyDigits } from './digits';

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * Spec 02 §5: digits only, all-zero invalid, two check digits by the standard modulo-11 rule.
 * Every other repeated-digit number (111.111.111-11…) passes the arithmetic but is no one's CPF:
 * the Receita Federal rule rejects them too.
 */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}
