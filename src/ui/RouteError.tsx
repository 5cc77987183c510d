import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { messages } from '@/messages/catalogue';
import { isStaleChunkError } from '@/lib/staleChunk';

/** The last tier: whatever a screen did not handle ends here, never in a blank page. */
export function RouteError({ error }: ErrorComponentProps) {
  const stale = isStaleChunkError(error);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" role="alert">
        <Title order={2}>{stale ? messages.pwa.updateAvailable : messages.fatal.title}</Title>
        <Text>{stale ? messages.pwa.staleChunk : messages.fatal.text}</Text>
        <div>
          <Button onClick={() => window.location.reload()}>{messages.fatal.reload}</Button>
        </div>
      </Stack>
    </Container>
  );
}
