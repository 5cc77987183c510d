import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/errors';
import { buildAlert, type AlertContent } from '@/messages/alert';
import { fold } from '@/lib/fold';

/** A form field as the server may name it: its payload key, and the words its messages use. */
export interface FieldBinding<F extends FieldValues> {
  name: Path<F>;
  /** The payload key (`Name`, `Email`, `DoctorsId`): matched against `{Errors: {Key: [...]}}`. */
  api: string;
  /** Words that name the field in a message ('nome', 'e-mail'), lower case, without accents. */
  words: string[];
}

function namesWord(message: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}-])${escaped}($|[^\\p{L}\\p{N}-])`, 'u').test(fold(message));
}

/**
 * The one submit-error helper of every form (decision 0003): the server's body goes
 * to the alert helper as the spec says (title or message, then the errors), and each error that
 * names a field is also shown on that field — by key when the server maps errors to fields, else
 * by the words of its message ('O campo Nome é obrigatório.'). The first such field gets focus.
 * Nothing the user typed is touched.
 */
export function showServerError<F extends FieldValues>(error: unknown, setError: UseFormSetError<F>, fields: readonly FieldBinding<F>[]): AlertContent {
  if (!isApiError(error)) return buildAlert('danger');
  const byField = new Map<Path<F>, string>();
  for (const [key, list] of Object.entries(error.fieldErrors)) {
    const field = fields.find((binding) => binding.api.toLowerCase() === key.toLowerCase().replace(/^\$\./, ''));
    if (field && list[0] && !byField.has(field.name)) byField.set(field.name, list[0]);
  }
  const listed = typeof error.errors === 'string' ? [error.errors] : (error.errors ?? []);
  for (const message of listed) {
    const field = fields.find((binding) => binding.words.some((word) => namesWord(message, word)));
    if (field && !byField.has(field.name)) byField.set(field.name, message);
  }
  let first = true;
  for (const [name, message] of byField) {
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return buildAlert('danger', error.toAlertInput());
}
