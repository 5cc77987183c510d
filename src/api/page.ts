/**
 * The pagination envelope of the admin API (spec 02 §3): `{Data, Pagination: {CurrentPage,
 * TotalPage, ItemPerPage}}`, its rows read one by one with `listOf`. The envelope's own fields are
 * read as tolerantly as the rows: numbers may be numeric strings, and a missing `Pagination` (or a
 * bare array) is one page, the one that was asked for.
 */
import * as z from 'zod/mini';
import type { core } from 'zod/mini';
import { listOf, type RowList } from './list';
import { readNumber } from './read';

/** Lists start at 10 rows a page; the server's ItemPerPage overrides it (spec 02 §9). */
const DEFAULT_PAGE_SIZE = 10;

export interface Page<T> extends RowList<T> {
  page: number;
  totalPages: number;
  pageSize: number;
}

interface RawPagination {
  current: number | null;
  totalPages: number | null;
  pageSize: number | null;
}

function positive(value: unknown): number | null {
  const number = readNumber(value);
  return number !== null && Number.isInteger(number) && number >= 1 ? number : null;
}

function readPagination(value: unknown): RawPagination {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    current: positive(record.CurrentPage),
    totalPages: positive(record.TotalPage ?? record.TotalPages),
    pageSize: positive(record.ItemPerPage ?? record.ItemsPerPage ?? record.PageSize),
  };
}

/** The envelope with rows read by `row`; `toPage` then fills what the server left out. */
export function pageOf<S extends core.$ZodType>(row: S) {
  const rows = listOf(row);
  return z.pipe(
    z.union([z.array(z.unknown()), z.looseObject({ Data: z.optional(z.unknown()), Pagination: z.optional(z.unknown()) }), z.nullish(z.null())]),
    z.transform((input, ctx) => {
      const data = Array.isArray(input) || input == null ? input : input.Data;
      const parsed = z.safeParse(rows, data);
      if (!parsed.success) {
        ctx.issues.push({ code: 'custom', message: 'Data', input: data, path: ['Data'] });
        return z.NEVER;
      }
      const pagination = Array.isArray(input) || input == null ? readPagination(null) : readPagination(input.Pagination);
      return { ...parsed.data, pagination };
    }),
  );
}

/** The page as screens use it: what the server said, else the page asked for and its size. */
export function toPage<T>(answer: RowList<T> & { pagination: RawPagination }, asked: { page: number; pageSize: number }): Page<T> {
  const { current, totalPages, pageSize } = answer.pagination;
  const page = current ?? asked.page;
  return {
    items: answer.items,
    unreadable: answer.unreadable,
    page,
    // Without a count, the list is as long as what we have seen of it. A page past the end keeps
    // the server's count, so the screen can move back to the last page.
    totalPages: totalPages ?? Math.max(page, 1),
    pageSize: pageSize ?? asked.pageSize,
  };
}

/**
 * A list's fetcher that follows the server's page size (spec 02 §9): the first call asks for 10,
 * later ones for the `ItemPerPage` the server last answered. `request` makes the call for a query
 * with that `limit`; the answer comes back as the `Page` screens use. Each list keeps its own size.
 */
export function pagedFetcher<Q extends { page: number }, T>(
  request: (query: Q, limit: number, signal?: AbortSignal) => Promise<RowList<T> & { pagination: RawPagination }>,
): (query: Q, signal?: AbortSignal) => Promise<Page<T>> {
  let pageSize = DEFAULT_PAGE_SIZE;
  return async (query, signal) => {
    const asked = { page: query.page, pageSize };
    const result = toPage(await request(query, pageSize, signal), asked);
    pageSize = result.pageSize;
    return result;
  };
}
