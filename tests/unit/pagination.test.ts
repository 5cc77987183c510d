/** The pagination window of spec 02 §9: up to 4 pages in full, then fixed windows of 3 with gaps. */
import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageWindow, type PageItem } from '@/lib/pagination';

const before = (from: number, to: number): PageItem => ({ gap: 'before', from, to });
const after = (from: number, to: number): PageItem => ({ gap: 'after', from, to });

describe('pageWindow: up to 4 pages, every page', () => {
  it.each([
    [1, [1]],
    [2, [1, 2]],
    [3, [1, 2, 3]],
    [4, [1, 2, 3, 4]],
  ])('%i pages', (total, pages) => {
    for (let current = 1; current <= total; current += 1) expect(pageWindow(current, total)).toEqual(pages);
  });
});

describe('pageWindow: beyond 4 pages, the window of 3 holding the current page', () => {
  it('5 pages: 1–3 then 4–5', () => {
    for (const current of [1, 2, 3]) expect(pageWindow(current, 5)).toEqual([1, 2, 3, after(4, 5)]);
    for (const current of [4, 5]) expect(pageWindow(current, 5)).toEqual([before(1, 3), 4, 5]);
  });

  it('6 pages: two full windows', () => {
    for (const current of [1, 2, 3]) expect(pageWindow(current, 6)).toEqual([1, 2, 3, after(4, 6)]);
    for (const current of [4, 5, 6]) expect(pageWindow(current, 6)).toEqual([before(1, 3), 4, 5, 6]);
  });

  it('7 pages: the last window is the single page 7', () => {
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, after(4, 6)]);
    for (const current of [4, 5, 6]) expect(pageWindow(current, 7)).toEqual([before(1, 3), 4, 5, 6, after(7, 7)]);
    expect(pageWindow(7, 7)).toEqual([before(4, 6), 7]);
  });

  it('10 pages: first, middle and last windows', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, after(4, 6)]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, after(4, 6)]);
    expect(pageWindow(4, 10)).toEqual([before(1, 3), 4, 5, 6, after(7, 9)]);
    expect(pageWindow(6, 10)).toEqual([before(1, 3), 4, 5, 6, after(7, 9)]);
    expect(pageWindow(7, 10)).toEqual([before(4, 6), 7, 8, 9, after(10, 10)]);
    expect(pageWindow(9, 10)).toEqual([before(4, 6), 7, 8, 9, after(10, 10)]);
    expect(pageWindow(10, 10)).toEqual([before(7, 9), 10]);
  });

  it('11 pages: the last window holds 10 and 11', () => {
    expect(pageWindow(8, 11)).toEqual([before(4, 6), 7, 8, 9, after(10, 11)]);
    expect(pageWindow(10, 11)).toEqual([before(7, 9), 10, 11]);
    expect(pageWindow(11, 11)).toEqual([before(7, 9), 10, 11]);
  });

  it('a long list keeps the window fixed while paging inside it', () => {
    expect(pageWindow(52, 100)).toEqual([before(49, 51), 52, 53, 54, after(55, 57)]);
    expect(pageWindow(54, 100)).toEqual(pageWindow(52, 100));
    expect(pageWindow(100, 100)).toEqual([before(97, 99), 100]);
  });

  it('always shows the current page, and each gap names the adjacent window', () => {
    for (let total = 5; total <= 20; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageWindow(current, total);
        const pages = items.filter((item): item is number => typeof item === 'number');
        expect(pages).toContain(current);
        expect(pages.length).toBeLessThanOrEqual(3);
        const first = pages[0] ?? 0;
        const last = pages[pages.length - 1] ?? 0;
        expect((first - 1) % 3).toBe(0);
        const gapBefore = items.find((item) => typeof item !== 'number' && item.gap === 'before');
        const gapAfter = items.find((item) => typeof item !== 'number' && item.gap === 'after');
        expect(gapBefore).toEqual(first > 1 ? before(first - 3, first - 1) : undefined);
        expect(gapAfter).toEqual(last < total ? after(last + 1, Math.min(last + 3, total)) : undefined);
        if (gapBefore) expect(items[0]).toBe(gapBefore);
        if (gapAfter) expect(items[items.length - 1]).toBe(gapAfter);
      }
    }
  });
});

describe('pageWindow: out-of-range input', () => {
  it('clamps the current page into 1..total', () => {
    expect(pageWindow(0, 10)).toEqual(pageWindow(1, 10));
    expect(pageWindow(-5, 10)).toEqual(pageWindow(1, 10));
    expect(pageWindow(11, 10)).toEqual(pageWindow(10, 10));
    expect(pageWindow(99, 6)).toEqual([before(1, 3), 4, 5, 6]);
  });

  it('clampPage and pageCount, which the control uses, agree with the window', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(7.9)).toBe(7);
    expect(clampPage(9, 7)).toBe(7);
    expect(clampPage(0, 7)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('treats a total below 1 as one page', () => {
    expect(pageWindow(1, 0)).toEqual([1]);
    expect(pageWindow(3, -2)).toEqual([1]);
  });

  it('takes NaN or infinite input as page 1 and one page', () => {
    expect(pageWindow(Number.NaN, 10)).toEqual(pageWindow(1, 10));
    expect(pageWindow(2, Number.NaN)).toEqual([1]);
    expect(pageWindow(2, Number.POSITIVE_INFINITY)).toEqual([1]);
  });

  it('reads fractional input as whole pages', () => {
    expect(pageWindow(4.7, 10)).toEqual(pageWindow(4, 10));
    expect(pageWindow(1, 4.5)).toEqual([1, 2, 3, 4]);
  });
});
