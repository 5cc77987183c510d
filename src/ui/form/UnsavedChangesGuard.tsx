import { useLayoutEffect, useRef } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { getSession } from '@/session/store';

/**
 * Asks before leaving a form with unsaved changes: a confirm for the console's own navigation
 * (links, back), and the browser's own prompt on reload or close. `when` must turn false before a
 * successful save navigates away, so the prompt never follows a save. A session that ended is
 * never held back: its redirect to the login goes through.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const whenRef = useRef(when);
  // Updated in the commit itself, so a save's flushSync(setSaved) lifts the block before navigating.
  useLayoutEffect(() => {
    whenRef.current = when;
  }, [when]);
  const blocker = useBlocker({
    shouldBlockFn: () => whenRef.current && getSession() !== null,
    enableBeforeUnload: () => whenRef.current,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <Modal
      opened={open}
      onClose={() => blocker.reset?.()}
      title={messages.form.leaveTitle}
      centered
      closeButtonProps={{ 'aria-label': messages.common.close }}
    >
      <Text mb="lg">{messages.form.leaveText}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {messages.form.stay}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {messages.form.leave}
        </Button>
      </Group>
    </Modal>
  );
}
