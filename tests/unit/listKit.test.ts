/** The list kit's pure parts: the pagination window, the page envelope, the list search schema, in-page sorting. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import * as z from 'zod/mini';
import { pageWindow } from '@/lib/pagination';
import { pageOf, pagedFetcher, toPage } from '@/api/page';
import { requiredId, requiredText } from '@/api/read';
import { filterId, listSearchFields } from '@/ui/list/searchParams';
import { nextSort, sortRows } from '@/ui/list/sort';

describe('pageWindow (spec 02 §9)', () => {
  it('shows up to 4 pages in full', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 4)).toEqual([1, 2, 3, 4]);
  });

  it('beyond 4, shows the window of 3 holding the page, with gaps that name the next windows', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, { gap: 'after', from: 4, to: 5 }]);
    expect(pageWindow(4, 5)).toEqual([{ gap: 'before', from: 1, to: 3 }, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([{ gap: 'before', from: 1, to: 3 }, 4, 5, 6, { gap: 'after', from: 7, to: 9 }]);
    expect(pageWindow(10, 10)).toEqual([{ gap: 'before', from: 7, to: 9 }, 10]);
    expect(pageWindow(9, 11)).toEqual([{ gap: 'before', from: 4, to: 6 }, 7, 8, 9, { gap: 'after', from: 10, to: 11 }]);
  });

  it('clamps a page outside the list and a count below 1', () => {
    expect(pageWindow(0, 6)).toEqual([1, 2, 3, { gap: 'after', from: 4, to: 6 }]);
    expect(pageWindow(99, 6)).toEqual([{ gap: 'before', from: 1, to: 3 }, 4, 5, 6]);
    expect(pageWindow(3, 0)).toEqual([1]);
  });
});

describe('the pagination envelope', () => {
  const schema = pageOf(z.object({ Id: requiredId, Name: requiredText }));
  const asked = { page: 2, pageSize: 10 };

  it('reads Data row by row and the Pagination fields, numbers or numeric strings', () => {
    const answer = z.parse(schema, {
      Data: [{ Id: 1, Name: 'Mastologia' }, { Id: 2 }, { Id: '3', Name: 'Hematologia' }],
      Pagination: { CurrentPage: '2', TotalPage: 3, ItemPerPage: '20' },
    });
    expect(toPage(answer, asked)).toEqual({
      items: [
        { Id: '1', Name: 'Mastologia' },
        { Id: '3', Name: 'Hematologia' },
      ],
      unreadable: 1,
      page: 2,
      totalPages: 3,
      pageSize: 20,
    });
  });

  it('takes a bare list, a missing Pagination or a null Data as one page: the one asked for', () => {
    expect(toPage(z.parse(schema, [{ Id: 1, Name: 'A' }]), asked)).toMatchObject({ page: 2, totalPages: 2, pageSize: 10, unreadable: 0 });
    expect(toPage(z.parse(schema, { Data: null }), asked)).toMatchObject({ items: [], page: 2, totalPages: 2 });
    expect(toPage(z.parse(schema, { Data: [], Pagination: { CurrentPage: 0, TotalPage: 'x' } }), asked)).toMatchObject({ page: 2 });
  });

  it('keeps the server count for a page past the end, so the screen can go back to the last page', () => {
    expect(toPage(z.parse(schema, { Data: [], Pagination: { CurrentPage: 5, TotalPage: 3, ItemPerPage: 10 } }), asked)).toMatchObject({
      page: 5,
      totalPages: 3,
    });
  });

  it('refuses an answer whose Data is not a list', () => {
    expect(z.safeParse(schema, { Data: 'nada' }).success).toBe(false);
  });

  it('asks for 10 rows a page until the server answers its own ItemPerPage, then for that', async () => {
    const limits: number[] = [];
    const fetchPage = pagedFetcher(({ page }: { page: number }, limit) => {
      limits.push(limit);
      return Promise.resolve(z.parse(schema, { Data: [], Pagination: page === 1 ? { ItemPerPage: 20 } : undefined }));
    });
    expect(await fetchPage({ page: 1 })).toMatchObject({ page: 1, pageSize: 20 });
    expect(await fetchPage({ page: 2 })).toMatchObject({ page: 2, pageSize: 20 });
    expect(limits).toEqual([10, 20]);
  });
});

describe('the list search schema', () => {
  const schema = v.object({ ...listSearchFields, teamId: filterId });

  it('defaults page 1 and an empty search, and drops what it cannot read', () => {
    expect(v.parse(schema, {})).toEqual({ page: 1, search: '', message: undefined, teamId: undefined });
    expect(v.parse(schema, { page: 'x', search: { a: 1 }, message: 'nope', teamId: -3 })).toEqual({
      page: 1,
      search: '',
      message: undefined,
      teamId: undefined,
    });
  });

  it('reads numbers written as text and a search the URL parsed as a number', () => {
    expect(v.parse(schema, { page: '3', search: 123, teamId: '7', message: 'teamUpdated' })).toEqual({
      page: 3,
      search: '123',
      message: 'teamUpdated',
      teamId: 7,
    });
  });
});

describe('in-page sorting (the attachments table)', () => {
  const row = (key: string, at: string | null, type: string | null) => ({ key, at, type });
  const rows = [row('a', '2026-01-02T00:00:00.000Z', 'png'), row('b', null, 'pdf'), row('c', '2026-01-01T00:00:00.000Z', null)];
  const keys = (list: { key: string }[]) => list.map((r) => r.key);
  const date = (r: (typeof rows)[number]) => r.at ?? '';
  const type = (r: (typeof rows)[number]) => r.type ?? '';

  it('puts rows without the value last in both directions', () => {
    expect(keys(sortRows(rows, date, 'ascending'))).toEqual(['c', 'a', 'b']);
    expect(keys(sortRows(rows, date, 'descending'))).toEqual(['a', 'c', 'b']);
    expect(keys(sortRows(rows, type, 'ascending'))).toEqual(['b', 'a', 'c']);
  });

  it('flips the same column and starts another ascending', () => {
    expect(nextSort({ column: 'date', direction: 'descending' }, 'date')).toEqual({ column: 'date', direction: 'ascending' });
    expect(nextSort({ column: 'date', direction: 'ascending' }, 'sender')).toEqual({ column: 'sender', direction: 'ascending' });
  });
});
