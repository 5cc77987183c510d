import { useState } from 'react';
import { Badge, Box, Button, Group, LoadingOverlay, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMessages, IconSearch } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/messages/screens';
import { AlertMessage } from '@/ui/AlertMessage';
import { useDownload } from '@/ui/download/useDownload';
import { SEARCH_DEBOUNCE_MS } from '@/ui/list/useListControls';
import { LoadingText } from '@/ui/LoadingText';
import { Pagination } from '@/ui/Pagination';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import type { RecordTabProps } from '../tabs';
import { useClosedChats } from './api/closedChats';
import { ChatModal } from './ChatModal';
import { originLabel } from './ChatMessages';
import { DocumentLink } from './DocumentLink';
import { TabListError, isNotFound } from './TabListError';
import type { Chat } from './schemas';

const text = messages.closedChats;
const PREVIEW_CHARS = 160;

function ChatCard({ chat, onOpen, download }: { chat: Chat; onOpen: () => void; download: ReturnType<typeof useDownload> }) {
  const date = formatDateTime(chat.at) || '—';
  const first = chat.messages.items.find((message) => message.text);
  const documents = chat.messages.items.flatMap((message) => (message.document ? [message.document] : []));
  const preview = first?.text && first.text.length > PREVIEW_CHARS ? `${first.text.slice(0, PREVIEW_CHARS).trimEnd()}…` : first?.text;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 20rem', minWidth: 0 }}>
          <Text fw={600}>{text.openedAt(date)}</Text>
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {text.messageCount(chat.messages.items.length)}
            </Badge>
            {documents.length > 0 && (
              <Badge variant="light" color="blue">
                {text.withAttachments(documents.length)}
              </Badge>
            )}
          </Group>
          {first && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {originLabel(first.origin)}: {preview}
            </Text>
          )}
          {documents.map((document) => (
            <DocumentLink key={document.url} document={document} download={download} />
          ))}
        </Stack>
        <Button variant="light" leftSection={<IconMessages size={16} aria-hidden />} onClick={onOpen} aria-label={text.seeMoreLabel(date)}>
          {text.seeMore}
        </Button>
      </Group>
    </Paper>
  );
}

/** Conversas Encerradas (spec 02 §2): the closed chats, 10 a page, with a search and 'Ver mais'. */
export default function ClosedChatsTab({ patientId }: RecordTabProps) {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Chat | null>(null);
  const download = useDownload();
  const chats = useClosedChats({ patientId, page, search });
  const applySearch = useDebouncedCallback((value: string) => {
    setSearch(value.trim());
    setPage(1);
  }, SEARCH_DEBOUNCE_MS);

  // A failed chat-history search closes the modal (spec 02 §8): derived while rendering.
  if (chats.isError && open !== null) setOpen(null);

  const data = chats.data;
  return (
    <Stack gap="md">
      <TextInput
        label={text.search}
        placeholder={text.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applySearch.flush();
        }}
        maw={480}
      />
      {download.alert && <AlertMessage alert={download.alert} onClose={download.closeAlert} />}
      {chats.isError && <TabListError error={chats.error} stale={data !== undefined} retrying={chats.isFetching} onRetry={() => void chats.refetch()} />}
      {!data && !chats.isError && <LoadingText />}
      {data && !(chats.isError && isNotFound(chats.error)) && (
        <Stack gap="sm">
          <UnreadableNotice count={data.unreadable} text={text.unreadable} />
          <Box pos="relative" aria-busy={chats.isPlaceholderData}>
            <LoadingOverlay visible={chats.isPlaceholderData} overlayProps={{ backgroundOpacity: 0.6 }} loaderProps={{ size: 'sm' }} />
            <Stack component="ul" gap="sm" p={0} m={0} aria-label={text.listLabel} style={{ listStyle: 'none' }}>
              {data.items.map((chat) => (
                <ChatCard key={chat.id} chat={chat} onOpen={() => setOpen(chat)} download={download} />
              ))}
            </Stack>
          </Box>
          {data.items.length === 0 && (
            <Text role="status" c="dimmed">
              {messages.alerts.emptyList}
            </Text>
          )}
          <Pagination page={data.page} total={data.totalPages} onChange={setPage} />
        </Stack>
      )}
      <ChatModal chat={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
