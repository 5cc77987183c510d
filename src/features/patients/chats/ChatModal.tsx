import { Modal, Stack } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/messages/screens';
import { AlertMessage } from '@/ui/AlertMessage';
import { useDownload } from '@/ui/download/useDownload';
import { LoadingText } from '@/ui/LoadingText';
import { useConversation } from './api/conversation';
import { ChatMessages } from './ChatMessages';
import { TabListError } from './TabListError';

interface Props {
  /** The chat shown, or null when the modal is closed. */
  chat: { ticketId: string; at: string | null } | null;
  onClose: () => void;
}

/** 'Ver mais' (spec 02 §2): one closed chat, asked for by its ticket. */
export function ChatModal({ chat, onClose }: Props) {
  const conversation = useConversation(chat?.ticketId ?? null);
  const download = useDownload();
  const date = formatDateTime(chat?.at);
  return (
    <Modal
      opened={chat !== null}
      onClose={onClose}
      title={date ? messages.closedChats.modalTitle(date) : messages.closedChats.modalTitleUndated}
      size="lg"
      closeButtonProps={{ 'aria-label': messages.common.close }}
    >
      <Stack gap="sm">
        {download.alert && <AlertMessage alert={download.alert} onClose={download.closeAlert} />}
        {conversation.data ? (
          <ChatMessages list={conversation.data.messages} download={download} />
        ) : conversation.isError ? (
          <TabListError error={conversation.error} stale={false} retrying={conversation.isFetching} onRetry={() => void conversation.refetch()} />
        ) : (
          <LoadingText />
        )}
      </Stack>
    </Modal>
  );
}
