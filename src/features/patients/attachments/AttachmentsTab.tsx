import { useState } from 'react';
import { Box, LoadingOverlay, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/messages/screens';
import { AlertMessage } from '@/ui/AlertMessage';
import { useDownload } from '@/ui/download/useDownload';
import { LoadingText } from '@/ui/LoadingText';
import { Pagination } from '@/ui/Pagination';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { DocumentLink } from '../chats/DocumentLink';
import { originLabel } from '../chats/ChatMessages';
import { TabListError, isNotFound } from '../chats/TabListError';
import type { RecordTabProps } from '../tabs';
import { useAttachments } from './api/attachments';
import type { Attachment } from './schemas';
import { DEFAULT_SORT, nextSort, sortAttachments, type Sort, type SortColumn } from './sort';

const text = messages.attachments;

function senderOf(row: Attachment): string {
  return row.senderName ? `${originLabel(row.origin)} · ${row.senderName}` : originLabel(row.origin);
}

function SortHeader({ column, label, sort, onSort }: { column: SortColumn; label: string; sort: Sort; onSort: (column: SortColumn) => void }) {
  const active = sort.column === column;
  const Icon = !active ? IconArrowsSort : sort.direction === 'ascending' ? IconSortAscending : IconSortDescending;
  // The button says what a click will do; the header's aria-sort says how the table is ordered now.
  const next = nextSort(sort, column);
  return (
    <Table.Th aria-sort={active ? sort.direction : 'none'}>
      <UnstyledButton
        onClick={() => onSort(column)}
        aria-label={next.direction === 'ascending' ? text.sortAscending(label) : text.sortDescending(label)}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
      >
        {label}
        <Icon size={16} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** Anexos (spec 02 §2): the documents sent in the patient's chats, 10 a page, sortable. */
export default function AttachmentsTab({ patientId }: RecordTabProps) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const attachments = useAttachments(patientId, page);
  const download = useDownload();
  const data = attachments.data;
  const notFound = attachments.isError && isNotFound(attachments.error);

  return (
    <Stack gap="md">
      {download.alert && <AlertMessage alert={download.alert} onClose={download.closeAlert} />}
      {attachments.isError && (
        <TabListError error={attachments.error} stale={data !== undefined} retrying={attachments.isFetching} onRetry={() => void attachments.refetch()} />
      )}
      {!data && !attachments.isError && <LoadingText />}
      {data && !notFound && (
        <Stack gap="sm">
          <UnreadableNotice count={data.unreadable} text={text.unreadable} />
          {data.items.length === 0 ? (
            <Text role="status" c="dimmed">
              {messages.alerts.emptyList}
            </Text>
          ) : (
            <Box pos="relative" aria-busy={attachments.isPlaceholderData}>
              <LoadingOverlay visible={attachments.isPlaceholderData} overlayProps={{ backgroundOpacity: 0.6 }} loaderProps={{ size: 'sm' }} />
              <Table.ScrollContainer minWidth={560}>
                <Table aria-label={text.tableLabel} highlightOnHover verticalSpacing="sm">
                  <Table.Caption>{data.totalPages > 1 ? text.pageOnly : null}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <SortHeader column="date" label={text.date} sort={sort} onSort={(c) => setSort(nextSort(sort, c))} />
                      <SortHeader column="sender" label={text.sender} sort={sort} onSort={(c) => setSort(nextSort(sort, c))} />
                      <SortHeader column="fileType" label={text.fileType} sort={sort} onSort={(c) => setSort(nextSort(sort, c))} />
                      <Table.Th>{text.name}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {sortAttachments(data.items, sort, senderOf).map((row) => (
                      <Table.Tr key={row.key}>
                        <Table.Td>{formatDateTime(row.at) || '—'}</Table.Td>
                        <Table.Td>{senderOf(row)}</Table.Td>
                        <Table.Td>{row.document.fileType ?? '—'}</Table.Td>
                        <Table.Td>
                          <DocumentLink document={row.document} download={download} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Box>
          )}
          <Pagination page={data.page} total={data.totalPages} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}
