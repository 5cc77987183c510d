/**
 * The pieces of a list route's search schema (decision 0003): page, search text and
 * filter ids live in the URL, so back, reload and a shared link restore the list exactly. Each
 * piece `.catch()`es to its default, so a hand-edited or stale link never fails the route; the
 * defaults are then stripped from the URL by the route's `stripSearchParams` middleware.
 *
 * The router parses search values as JSON: `?search=123` arrives as a number and `?page="2"` as a
 * string, so both are accepted.
 */
import * as z from 'zod/mini';
import { arrivalMessageKeys } from '@/messages/catalogue';

const SEARCH_MAX = 255;

const wholeNumber = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx) => {
    const number = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isInteger(number) || number < 1 || String(value).trim() === '') {
      ctx.issues.push({ code: 'custom', message: 'id', input: value });
      return z.NEVER;
    }
    return number;
  }),
);

export const listSearchDefaults = { page: 1, search: '' } as const;

// `_default` makes the param optional where links are written; `catch` keeps a bad value from
// failing the route.
export const listSearchFields = {
  page: z._default(z.catch(wholeNumber, listSearchDefaults.page), listSearchDefaults.page),
  search: z._default(
    z.catch(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).slice(0, SEARCH_MAX)),
      ),
      listSearchDefaults.search,
    ),
    listSearchDefaults.search,
  ),
  /** The arrival message of spec 02 §2, shown once and then dropped from the URL. */
  message: z.catch(z.optional(z.enum(arrivalMessageKeys)), undefined),
};

/** A filter's id (an address, a team): absent means every one. */
export const filterId = z.catch(z.optional(wholeNumber), undefined);
