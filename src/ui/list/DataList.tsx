import { useDeferredValue, type ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@/api/page';
import { messages } from '@/messages/screens';
import { LoadingText } from '@/ui/LoadingText';
import { Pagination } from '@/ui/Pagination';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { useBringIntoView } from '@/ui/useBringIntoView';
import { DataTable, type Column, type Sorting } from './DataTable';
import { ListError } from './ListError';

export type { Column } from './DataTable';

interface Props<T> {
  /** The table's accessible name. */
  label: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  query: Pick<UseQueryResult<Page<T>>, 'data' | 'error' | 'isError' | 'isFetching' | 'isPlaceholderData' | 'refetch'>;
  unreadableText: (n: number) => string;
  onPageChange: (page: number) => void;
  caption?: ReactNode;
  /** Columns with a `sortValue` sort the page on screen (say so in the caption when there are more pages). */
  sorting?: Sorting;
}

/**
 * The one table of every list screen (decision 0003): loading, empty, error with reload, and
 * stale states, then the rows, what could not be read, and the pagination control. While another
 * page or search loads, the rows on screen stay (dimmed, marked busy) instead of a blank table.
 */
export function DataList<T>({ label, columns, rowKey, query, unreadableText, onPageChange, caption, sorting }: Props<T>) {
  const { data, error, isError, isFetching, isPlaceholderData } = query;
  const retry = () => void query.refetch();
  // The first rows to arrive render in a transition, which React splits into short tasks: an
  // answer rendered at once (a page of rows with their controls) was one long task. Later pages
  // and searches keep the rows on screen and replace them as before.
  const rowsReady = useDeferredValue(data !== undefined);

  if (!data || !rowsReady) {
    if (isError) return <ListError error={error} stale={false} retrying={isFetching} onRetry={retry} />;
    return <LoadingText />;
  }

  return (
    <Stack gap="sm">
      {isError && <ListError error={error} stale retrying={isFetching} onRetry={retry} />}
      <UnreadableNotice count={data.unreadable} text={unreadableText} />
      {data.items.length === 0 ? (
        <EmptyList />
      ) : (
        <DataTable label={label} columns={columns} rows={data.items} rowKey={rowKey} busy={isPlaceholderData} caption={caption} sorting={sorting} />
      )}
      <Pagination page={data.page} total={data.totalPages} onChange={onPageChange} />
    </Stack>
  );
}

/** The empty-list notice, a warning of the alert helper (spec 01/02 §8): it comes into view too. */
function EmptyList() {
  const ref = useBringIntoView(messages.alerts.emptyList);
  return (
    <Alert ref={ref} color="yellow" variant="light" role="status">
      {messages.alerts.emptyList}
    </Alert>
  );
}
