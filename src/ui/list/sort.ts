/**
 * Sorting a table's rows in the browser, within the page on screen (no list of the spec sorts on
 * the server: decision 0003). A table that sorts this way says so in its caption.
 */
export type SortDirection = 'ascending' | 'descending';

export interface Sort {
  /** The column's key. */
  column: string;
  direction: SortDirection;
}

/** A header's click: the same column flips its direction, another starts ascending. */
export function nextSort(current: Sort, column: string): Sort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * The rows ordered by `value` (what the column compares: an ISO date, folded text); rows without
 * one ('') go last in either direction, and ties keep the server's order.
 */
export function sortRows<T>(rows: readonly T[], value: (row: T) => string, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === '' || b.key === '') return a.key === b.key ? a.index - b.index : a.key === '' ? 1 : -1;
      const order = a.key.localeCompare(b.key, 'pt-BR');
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map(({ row }) => row);
}
