import { fold } from '@/lib/fold';
import type { Attachment } from './schemas';

export type SortColumn = 'date' | 'sender' | 'fileType';
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  column: SortColumn;
  direction: SortDirection;
}

/** Newest first, as the server sends them. */
export const DEFAULT_SORT: Sort = { column: 'date', direction: 'descending' };

function keyOf(row: Attachment, column: SortColumn, senderOf: (row: Attachment) => string): string {
  if (column === 'date') return row.at ?? '';
  if (column === 'sender') return fold(senderOf(row));
  return fold(row.document.fileType ?? '');
}

/**
 * The rows in the chosen order; rows without the value (an unreadable date, no sender) go last in
 * either direction, and ties keep the server's order.
 */
export function sortAttachments(rows: readonly Attachment[], sort: Sort, senderOf: (row: Attachment) => string): Attachment[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: keyOf(row, sort.column, senderOf) }))
    .sort((a, b) => {
      if (a.key === '' || b.key === '') return a.key === b.key ? a.index - b.index : a.key === '' ? 1 : -1;
      const order = a.key.localeCompare(b.key, 'pt-BR');
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map(({ row }) => row);
}

/** A header's click: the same column flips its direction, another starts ascending. */
export function nextSort(current: Sort, column: SortColumn): Sort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
