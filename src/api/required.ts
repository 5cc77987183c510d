/**
 * The few fields a screen cannot do without: a row or an answer without them cannot be read
 * (decision 0001). Apart from the tolerant reader (./read) because the layout's
 * addresses, prefetched by the signed-in route's loader, need them as soon as a session opens, and
 * the reader's other functions do not belong there. Loaded after sign-in only: zod stays off the
 * login route (docs/decisions/0028-first-load-schemas-valibot.md).
 */
import * as z from 'zod/mini';
import { NUMERIC } from './scalars';

/** A non-blank text, trimmed. */
export const requiredText = z.string().check(z.trim(), z.minLength(1));

/** An id for a link or a key: a whole number or a non-blank string, answered as text. */
export const requiredId = z.pipe(z.union([z.int(), requiredText]), z.transform(String));

/** A figure: a number or a numeric string. */
export const requiredNumber = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.regex(NUMERIC))]),
  z.transform((value) => (typeof value === 'number' ? value : Number(value.replace(',', '.')))),
);
