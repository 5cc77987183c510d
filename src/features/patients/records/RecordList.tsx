import { Alert, Box, LoadingOverlay, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@/api/page';
import { messages } from '@/messages/screens';
import { LoadingText } from '@/ui/LoadingText';
import { Pagination } from '@/ui/Pagination';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { ListError } from '@/ui/list/ListError';
import { RecordCard } from './RecordCard';
import { resolveType, type HistoryRecord, type HistoryRecordType } from './schemas';

const m = messages.historyRecords;

interface Props {
  query: Pick<UseQueryResult<Page<HistoryRecord>>, 'data' | 'error' | 'isError' | 'isFetching' | 'isPlaceholderData' | 'refetch'>;
  /** The types list, to name a type the record gave by id only; empty until it loads. */
  types: readonly HistoryRecordType[];
  onPageChange: (page: number) => void;
  /** Absent when view-only. */
  onEdit?: (record: HistoryRecord, trigger: HTMLElement) => void;
  onDelete?: (record: HistoryRecord, trigger: HTMLElement) => void;
}

/**
 * The cards of one page (spec 02 §2, §9): loading, error with a reload, empty, what could not be
 * read, and the pagination control. While another page loads, the cards on screen stay, dimmed and
 * marked busy.
 */
export function RecordList({ query, types, onPageChange, onEdit, onDelete }: Props) {
  const { data, error, isError, isFetching, isPlaceholderData } = query;
  const retry = () => void query.refetch();
  if (!data) {
    return isError ? <ListError error={error} stale={false} retrying={isFetching} onRetry={retry} /> : <LoadingText />;
  }
  return (
    <Stack gap="sm">
      {isError && <ListError error={error} stale retrying={isFetching} onRetry={retry} />}
      <UnreadableNotice count={data.unreadable} text={m.unreadable} />
      {data.items.length === 0 ? (
        // Rows the server sent but could not be read are not "none": the notice above says so.
        data.unreadable === 0 && (
          <Alert color="gray" variant="light" role="status">
            {m.empty}
          </Alert>
        )
      ) : (
        <Box pos="relative" aria-busy={isPlaceholderData}>
          <LoadingOverlay visible={isPlaceholderData} overlayProps={{ backgroundOpacity: 0.6 }} loaderProps={{ size: 'sm' }} />
          <Stack component="ul" aria-label={m.listLabel} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.items.map((record) => (
              <RecordCard
                key={record.Id}
                record={record}
                type={resolveType(record.Type, types)}
                onEdit={onEdit && ((trigger) => onEdit(record, trigger))}
                onDelete={onDelete && ((trigger) => onDelete(record, trigger))}
              />
            ))}
          </Stack>
        </Box>
      )}
      <Pagination page={data.page} total={data.totalPages} onChange={onPageChange} />
    </Stack>
  );
}
