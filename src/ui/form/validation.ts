/**
 * The shared form rules of spec 02 §5, with its texts, for react-hook-form through zodResolver.
 * The predicates (CPF, phone) are pure and live in lib/; the messages come from the catalogue.
 */
import * as z from 'zod/mini';
import { isValidCpf } from '@/lib/cpf';
import { isValidPhone } from '@/lib/phone';
import { messages } from '@/messages/screens';

export const TEXT_MAX = 255;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Required text (blank counts as empty), at most `max` characters once trimmed. */
export function requiredText(max = TEXT_MAX, min?: number) {
  return z.string().check(
    z.refine((value) => value.trim() !== '', { error: messages.validation.required, abort: true }),
    z.refine((value) => value.trim().length <= max, messages.validation.maxLength(max)),
    z.refine((value) => min === undefined || value.trim().length >= min, messages.validation.minLength(min ?? 0)),
  );
}

/** Optional text, at most `max` characters. */
export function optionalText(max = TEXT_MAX) {
  return z.string().check(z.refine((value) => value.trim().length <= max, messages.validation.maxLength(max)));
}

// Blank passes here: whether it may be blank is the required or optional text's rule.
const validEmail = () => z.refine<string>((value) => value.trim() === '' || EMAIL.test(value.trim()), messages.validation.email);

/** A required e-mail (spec 02 §5: required, max 255, valid). */
export function email() {
  return requiredText(TEXT_MAX).check(validEmail());
}

/** An e-mail that may be left blank (spec 02 §5, patient: valid if present), max 255. */
export function optionalEmail() {
  return optionalText(TEXT_MAX).check(validEmail());
}

/** A CPF, required, checked by its digits. */
export function cpf() {
  return z.string().check(
    z.refine((value) => value.trim() !== '', { error: messages.validation.required, abort: true }),
    z.refine(isValidCpf, messages.validation.cpf),
  );
}

/** A phone (10 or 11 digits, masked or not), required. */
export function phone() {
  return z.string().check(
    z.refine((value) => value.replace(/\D/g, '') !== '', { error: messages.validation.required, abort: true }),
    z.refine(isValidPhone, messages.validation.phone),
  );
}

/** At least one id chosen (teams of a professional or an announcement). */
export function atLeastOne(message: string) {
  return z.array(z.string()).check(z.refine((ids) => ids.length > 0, message));
}
