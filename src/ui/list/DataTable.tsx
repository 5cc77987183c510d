import type { ReactNode } from 'react';
import { Box, LoadingOverlay, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { messages } from '@/messages/screens';
import { nextSort, sortRows, type Sort } from './sort';

interface ColumnBase<T> {
  key: string;
  render: (row: T) => ReactNode;
  /** Right-aligned and narrow: the row's actions. */
  actions?: boolean;
}

export type Column<T> = ColumnBase<T> &
  (
    | { title: ReactNode; sortValue?: undefined }
    | {
        /** A sortable column's title also names its sort button. */
        title: string;
        /** What the rows are ordered by ('' when the row has no value: it goes last). */
        sortValue: (row: T) => string;
      }
  );

export interface Sorting {
  sort: Sort;
  onChange: (sort: Sort) => void;
}

interface Props<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Another page or search is loading: the rows on screen stay, dimmed and marked busy. */
  busy: boolean;
  caption?: ReactNode;
  /** The order of the columns that have a `sortValue`, sorting the rows given (the page on screen). */
  sorting?: Sorting;
}

function SortHeader({ label, column, sorting }: { label: string; column: string; sorting: Sorting }) {
  const { sort, onChange } = sorting;
  const active = sort.column === column;
  const Icon = !active ? IconArrowsSort : sort.direction === 'ascending' ? IconSortAscending : IconSortDescending;
  // The button says what a click will do; the header's aria-sort says how the table is ordered now.
  const next = nextSort(sort, column);
  return (
    <Table.Th aria-sort={active ? sort.direction : 'none'}>
      <UnstyledButton
        onClick={() => onChange(next)}
        aria-label={next.direction === 'ascending' ? messages.list.sortAscending(label) : messages.list.sortDescending(label)}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
      >
        {label}
        <Icon size={16} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The rows of a list as a table that scrolls sideways on narrow screens (`DataList` and the record tabs). */
export function DataTable<T>({ label, columns, rows, rowKey, busy, caption, sorting }: Props<T>) {
  const sortedBy = sorting && columns.find((column) => column.key === sorting.sort.column)?.sortValue;
  const shown = sorting && sortedBy ? sortRows(rows, sortedBy, sorting.sort.direction) : rows;
  return (
    <Box pos="relative" aria-busy={busy}>
      <LoadingOverlay visible={busy} overlayProps={{ backgroundOpacity: 0.6 }} loaderProps={{ size: 'sm' }} />
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={label} highlightOnHover verticalSpacing="sm">
          {caption ? <Table.Caption>{caption}</Table.Caption> : null}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) =>
                column.sortValue && sorting ? (
                  <SortHeader key={column.key} label={column.title} column={column.key} sorting={sorting} />
                ) : (
                  <Table.Th key={column.key} ta={column.actions ? 'right' : undefined} w={column.actions ? 1 : undefined}>
                    {column.title}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.actions ? 'right' : undefined}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
