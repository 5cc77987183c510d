/**
 * The pieces of a list route's search schema (decision 0003): page, search text and
 * filter ids live in the URL, so back, reload and a shared link restore the list exactly. Each
 * piece falls back to its default, so a hand-edited or stale link never fails the route; the
 * defaults are then stripped from the URL by the route's `stripSearchParams` middleware.
 *
 * The router parses search values as JSON: `?search=123` arrives as a number and `?page="2"` as a
 * string, so both are accepted. valibot, not zod: every route's search is read on the first load
 * (docs/decisions/0028-first-load-schemas-valibot.md).
 */
import * as v from 'valibot';
import { arrivalMessageKeys } from '@/messages/catalogue';

const SEARCH_MAX = 255;

/** A whole number from 1, written as a number or as its text. */
const wholeNumber = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim()))),
  v.check((number) => Number.isInteger(number) && number >= 1),
);

export const listSearchDefaults = { page: 1, search: '' } as const;

// `optional` with a default makes the param optional where links are written; `fallback` keeps a
// bad value from failing the route.
export const listSearchFields = {
  page: v.optional(v.fallback(wholeNumber, listSearchDefaults.page), listSearchDefaults.page),
  search: v.optional(
    v.fallback(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).slice(0, SEARCH_MAX)),
      ),
      listSearchDefaults.search,
    ),
    listSearchDefaults.search,
  ),
  /** The arrival message of spec 02 §2, shown once and then dropped from the URL. */
  message: v.fallback(v.optional(v.picklist(arrivalMessageKeys)), undefined),
};

/** A filter's id (an address, a team): absent means every one. */
export const filterId = v.fallback(v.optional(wholeNumber), undefined);
