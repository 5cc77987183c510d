import type { ReactNode } from 'react';
import { Alert, Box, LoadingOverlay, Stack, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@/api/page';
import { messages } from '@/messages/screens';
import { LoadingText } from '@/ui/LoadingText';
import { Pagination } from '@/ui/Pagination';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { ListError } from './ListError';

export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** Right-aligned and narrow: the row's actions. */
  actions?: boolean;
}

interface Props<T> {
  /** The table's accessible name. */
  label: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  query: Pick<UseQueryResult<Page<T>>, 'data' | 'error' | 'isError' | 'isFetching' | 'isPlaceholderData' | 'refetch'>;
  unreadableText: (n: number) => string;
  onPageChange: (page: number) => void;
}

/**
 * The one table of every list screen (decision 0003): loading, empty, error with reload, and
 * stale states, then the rows, what could not be read, and the pagination control. While another
 * page or search loads, the rows on screen stay (dimmed, marked busy) instead of a blank table.
 */
export function DataList<T>({ label, columns, rowKey, query, unreadableText, onPageChange }: Props<T>) {
  const { data, error, isError, isFetching, isPlaceholderData } = query;
  const retry = () => void query.refetch();

  if (!data) {
    if (isError) return <ListError error={error} stale={false} retrying={isFetching} onRetry={retry} />;
    return (
      <LoadingText />
    );
  }

  return (
    <Stack gap="sm">
      {isError && <ListError error={error} stale retrying={isFetching} onRetry={retry} />}
      <UnreadableNotice count={data.unreadable} text={unreadableText} />
      {data.items.length === 0 ? (
        <Alert color="yellow" variant="light" role="status">
          {messages.alerts.emptyList}
        </Alert>
      ) : (
        <Box pos="relative" aria-busy={isPlaceholderData}>
          <LoadingOverlay visible={isPlaceholderData} overlayProps={{ backgroundOpacity: 0.6 }} loaderProps={{ size: 'sm' }} />
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={label} highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key} ta={column.actions ? 'right' : undefined} w={column.actions ? 1 : undefined}>
                      {column.title}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((row) => (
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
      )}
      <Pagination page={data.page} total={data.totalPages} onChange={onPageChange} />
    </Stack>
  );
}
