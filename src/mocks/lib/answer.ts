import { HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { answerHeadersFor, currentShapes } from '../control';
import { paginate } from './paging';
import { pageParams } from './query';
import { alternateShapes } from './shapes';
import type { AlternateOptions } from './shapes';

/**
 * A successful dashboard or alert answer, in the profile and with the extra headers the switches
 * ask for. Error answers never come through here: they keep the API's one error shape.
 */
export function jsonAnswer(request: Request, body: JsonBodyType, options: AlternateOptions = {}): Response {
  const shaped = currentShapes() === 'alternate' ? alternateShapes(body, options) : body;
  return HttpResponse.json(shaped, { headers: answerHeadersFor(new URL(request.url).pathname) });
}

interface PagedOptions {
  /** The list's own page size when the request sends no `limit` (else 10). */
  defaultLimit?: number;
  shapes?: AlternateOptions;
}

/**
 * A list answered a page at a time in the API's envelope (spec 02 §3). `page` and `limit` are
 * checked first (the 400 of the API's model validation); then `rows` picks the list, or answers
 * its own refusal (a 404 for none, a bad filter); each row of the page goes out as `row` writes
 * it (its index on the page lets the alternate profile vary the rows).
 */
export function pagedAnswer<T, R extends JsonBodyType>(
  request: Request,
  rows: (url: URL) => readonly T[] | Response,
  row: (item: T, index: number) => R,
  { defaultLimit, shapes }: PagedOptions = {},
): Response {
  const url = new URL(request.url);
  const paging = pageParams(url, defaultLimit);
  if (paging instanceof Response) return paging;
  const list = rows(url);
  if (list instanceof Response) return list;
  const page = paginate(list, paging.page, paging.limit);
  return jsonAnswer(request, { ...page, Data: page.Data.map(row) }, shapes);
}
