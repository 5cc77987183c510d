import type { CidShare } from './schemas';

export type CidSortColumn = 'cid' | 'percentage';
export interface CidSort {
  column: CidSortColumn;
  direction: 'asc' | 'desc';
}

/** Default: percentage, descending (spec 01 §2). */
export const DEFAULT_CID_SORT: CidSort = { column: 'percentage', direction: 'desc' };

/** Clicking a column sorts by it; clicking the same column again flips the direction. */
export function nextCidSort(current: CidSort, column: CidSortColumn): CidSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'percentage' ? 'desc' : 'asc' };
}

export function sortCids(entries: readonly CidShare[], sort: CidSort): CidShare[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...entries].sort((a, b) =>
    sort.column === 'cid' ? sign * a.CIDCode.localeCompare(b.CIDCode, 'pt-BR', { numeric: true }) : sign * (a.Percentage - b.Percentage),
  );
}

export const CID_WIDGET_TOP = 4;
