import { useState } from 'react';
import { Badge, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { messages } from '@/messages/screens';
import { BLANK } from '@/lib/format';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import type { Announcement, Reader } from '../schemas';

const m = messages.announcements;
type Order = 'read' | 'unread';

/** Read first or unread first; an unknown state after both; names in alphabetical order within each. */
export function orderReaders(readers: readonly Reader[], order: Order): Reader[] {
  const rank = (reader: Reader) => (reader.isRead === null ? 2 : reader.isRead === (order === 'read') ? 0 : 1);
  return [...readers].sort((a, b) => rank(a) - rank(b) || (a.name ?? '').localeCompare(b.name ?? '', 'pt-BR'));
}

function ReadBadge({ isRead }: { isRead: boolean | null }) {
  // A coloured dot beside text in the body colour, as the status badges: coloured small text fails contrast.
  const [color, text] = isRead === null ? ['gray.6', m.readUnknown] : isRead ? ['green.7', m.read] : ['orange.7', m.unread];
  return (
    <Badge variant="dot" color={color} radius="sm" c="var(--mantine-color-text)" miw="max-content" tt="none">
      {text}
    </Badge>
  );
}

/**
 * An announcement whole: its text, and the patients it went to with their read state (spec 02 §2),
 * the counts on top. Opened from the row's text or its read count.
 */
export function ReadersModal({ announcement, onClose }: { announcement: Announcement | null; onClose: () => void }) {
  const [order, setOrder] = useState<Order>('unread');
  const readers = announcement?.readers.items ?? [];
  return (
    <Modal
      opened={announcement !== null}
      onClose={onClose}
      title={announcement?.title ?? m.readersTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': messages.common.close }}
    >
      {announcement && (
        <Stack gap="sm">
          {announcement.message !== null && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} pb="xs">
              {announcement.message}
            </Text>
          )}
          <Text fw={600} role="status">
            {m.readSummary(announcement.readCount, readers.length)}
          </Text>
          <SegmentedControl
            aria-label={m.orderLabel}
            value={order}
            onChange={(value) => setOrder(value)}
            data={[
              { value: 'unread', label: m.unreadFirst },
              { value: 'read', label: m.readFirst },
            ]}
          />
          <UnreadableNotice count={announcement.readers.unreadable} text={m.unreadableReaders} />
          {readers.length === 0 ? (
            <Text c="dimmed">{m.noReaders}</Text>
          ) : (
            <Stack component="ul" gap={6} p={0} m={0} aria-label={m.readersLabel} style={{ listStyle: 'none' }}>
              {orderReaders(readers, order).map((reader, index) => (
                <Group component="li" key={`${reader.name ?? ''}-${index}`} justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm">{reader.name ?? BLANK}</Text>
                  <ReadBadge isRead={reader.isRead} />
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
