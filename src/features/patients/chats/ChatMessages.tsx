import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/messages/screens';
import type { useDownload } from '@/ui/download/useDownload';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import type { RowList } from '@/api/list';
import { DocumentLink } from './DocumentLink';
import type { ChatMessage, ChatOrigin } from './schemas';

const text = messages.closedChats;

// The patient's messages on one side, the team's on the other, each origin with its own colour
// as well as its written name (never the colour alone).
const looks: Record<ChatOrigin | 'unknown', { align: 'flex-start' | 'flex-end'; bg: string; label: string }> = {
  patient: { align: 'flex-start', bg: 'gray.0', label: text.origins.patient },
  doctor: { align: 'flex-end', bg: 'blue.0', label: text.origins.doctor },
  professional: { align: 'flex-end', bg: 'teal.0', label: text.origins.professional },
  unknown: { align: 'flex-start', bg: 'yellow.0', label: text.origins.unknown },
};

export function originLabel(origin: ChatOrigin | null): string {
  return looks[origin ?? 'unknown'].label;
}

/** A closed chat's messages, oldest first, as a list a screen reader walks in order. */
export function ChatMessages({ list, download }: { list: RowList<ChatMessage>; download: ReturnType<typeof useDownload> }) {
  return (
    <Stack gap="sm">
      <UnreadableNotice count={list.unreadable} text={text.unreadableMessages} />
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.items.map((message, index) => {
          const look = looks[message.origin ?? 'unknown'];
          return (
            <Box component="li" key={index} style={{ display: 'flex', justifyContent: look.align }}>
              <Paper withBorder p="sm" radius="md" bg={look.bg} maw="85%" miw="40%">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {text.from(look.label, message.senderName)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(message.at) || '—'}
                  </Text>
                </Group>
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} fs={message.text ? undefined : 'italic'}>
                  {message.text ?? text.noText}
                </Text>
                {message.document && (
                  <Box mt={4}>
                    <DocumentLink document={message.document} download={download} />
                  </Box>
                )}
              </Paper>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
