import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { BLANK, formatDateTime } from '@/lib/format';
import { fold } from '@/lib/fold';
import { messages } from '@/messages/screens';
import { AlertMessage } from '@/ui/AlertMessage';
import { useDownload } from '@/ui/download/useDownload';
import { DataTable, type Column } from '@/ui/list/DataTable';
import type { Sort } from '@/ui/list/sort';
import { LoadingText } from '@/ui/LoadingText';
import { Pagination } from '@/ui/Pagination';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { DocumentLink } from '../chats/DocumentLink';
import { originLabel } from '../chats/ChatMessages';
import { TabListError, isNotFound } from '../chats/TabListError';
import type { RecordTabProps } from '../tabs';
import { useAttachments } from './api/attachments';
import type { Attachment } from './schemas';

const text = messages.attachments;

/** Newest first, as the server sends them. */
const DEFAULT_SORT: Sort = { column: 'date', direction: 'descending' };

function senderOf(row: Attachment): string {
  return row.senderName ? `${originLabel(row.origin)} · ${row.senderName}` : originLabel(row.origin);
}

function columns(download: ReturnType<typeof useDownload>): Column<Attachment>[] {
  return [
    { key: 'date', title: text.date, render: (row) => formatDateTime(row.at) || BLANK, sortValue: (row) => row.at ?? '' },
    { key: 'sender', title: text.sender, render: senderOf, sortValue: (row) => fold(senderOf(row)) },
    { key: 'fileType', title: text.fileType, render: (row) => row.document.fileType ?? BLANK, sortValue: (row) => fold(row.document.fileType ?? '') },
    { key: 'name', title: text.name, render: (row) => <DocumentLink document={row.document} download={download} /> },
  ];
}

/** Anexos (spec 02 §2): the documents sent in the patient's chats, 10 a page, sortable within the page. */
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
            <DataTable
              label={text.tableLabel}
              columns={columns(download)}
              rows={data.items}
              rowKey={(row) => row.key}
              busy={attachments.isPlaceholderData}
              caption={data.totalPages > 1 ? text.pageOnly : null}
              sorting={{ sort, onChange: setSort }}
            />
          )}
          <Pagination page={data.page} total={data.totalPages} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}
