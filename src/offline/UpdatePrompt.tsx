import { Button, Group, Notification, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { messages } from '@/messages/catalogue';

/**
 * A new service worker waits until the user chooses to reload: never on its own, so nothing
 * being typed is lost.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!needRefresh) return null;
  return (
    <Notification
      title={messages.pwa.updateAvailable}
      withCloseButton={false}
      role="status"
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, maxWidth: 360 }}
    >
      <Text size="sm">{messages.pwa.updateText}</Text>
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>
          {messages.pwa.update}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setNeedRefresh(false)}>
          {messages.pwa.later}
        </Button>
      </Group>
    </Notification>
  );
}
