import { useEffect, useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { messages } from '@/messages/screens';
import { endSession } from '@/session/store';
import { dismissReopened, useReopenedNotice } from '@/session/reopened';

/**
 * Says once, above the screen, that the session continued without the password because the
 * console was reopened a moment after it closed (session/reopened.ts); 'Sair' ends it as logout
 * does. In the page's flow under the fixed top bar, so it covers nothing. Its text takes its place
 * with the first render, so nothing below moves, but is hidden until the next frame: screen
 * readers announce what appears in a live region, not always a region inserted with its text.
 */
export function ReopenedNotice({ name }: { name: string }) {
  const shown = useReopenedNotice();
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const frame = requestAnimationFrame(() => setAnnounced(true));
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  if (!shown) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      mb="md"
      icon={<IconLockOpen size={18} aria-hidden />}
      withCloseButton
      closeButtonLabel={messages.layout.reopenedClose}
      onClose={dismissReopened}
    >
      <span style={{ visibility: announced ? 'visible' : 'hidden' }}>{messages.layout.reopened(name)}</span>
      <Button display="block" mt="sm" size="xs" variant="default" onClick={() => endSession('logout')}>
        {messages.lock.logout}
      </Button>
    </Alert>
  );
}
