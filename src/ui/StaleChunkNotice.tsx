import { Button, Group, Text } from '@mantine/core';
import { messages } from '@/messages/catalogue';

/** What a part shows when its code is gone from the server: a reload, never a blank space. */
export function StaleChunkNotice() {
  return (
    <Group gap="sm" role="alert">
      <Text size="sm">{messages.pwa.staleChunk}</Text>
      <Button size="xs" variant="light" onClick={() => window.location.reload()}>
        {messages.fatal.reload}
      </Button>
    </Group>
  );
}
