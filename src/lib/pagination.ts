/**
 * The pages the pagination control shows (spec 02 §9): up to 4 pages in full; beyond that, the
 * fixed window of 3 that holds the current page (1–3, 4–6, 7–9…), with a gap before it when it does
 * not start at page 1 and after it when it does not end at the last page. A gap names the pages of
 * the window it stands for, so the control can jump there.
 */
const FULL_UP_TO = 4;
const WINDOW = 3;

interface PageGap {
  gap: 'before' | 'after';
  from: number;
  to: number;
}

export type PageItem = number | PageGap;

/** A whole number of at least 1: a count or page from the server may be 0, fractional or NaN. */
function atLeastOne(value: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1;
}

/** The number of pages to show: at least 1. */
export function pageCount(total: number): number {
  return atLeastOne(total);
}

/** The page within 1..pageCount(total). */
export function clampPage(current: number, total: number): number {
  return Math.min(atLeastOne(current), pageCount(total));
}

export function pageWindow(current: number, total: number): PageItem[] {
  const last = pageCount(total);
  const page = clampPage(current, last);
  if (last <= FULL_UP_TO) return Array.from({ length: last }, (_, i) => i + 1);
  const start = Math.floor((page - 1) / WINDOW) * WINDOW + 1;
  const end = Math.min(start + WINDOW - 1, last);
  const items: PageItem[] = [];
  if (start > 1) items.push({ gap: 'before', from: start - WINDOW, to: start - 1 });
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < last) items.push({ gap: 'after', from: end + 1, to: Math.min(end + WINDOW, last) });
  return items;
}
