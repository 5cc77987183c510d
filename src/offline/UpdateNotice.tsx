import { Button, Group, Notification, Text } from '@mantine/core';
import { messages } from '@/messages/catalogue';
import { withUiProvider } from '@/ui/UiProvider';

function UpdateNoticeBody({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  return (
    <Notification
      title={messages.pwa.updateAvailable}
      withCloseButton={false}
      role="status"
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, maxWidth: 360 }}
    >
      <Text size="sm">{messages.pwa.updateText}</Text>
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={onUpdate}>
          {messages.pwa.update}
        </Button>
        <Button size="xs" variant="subtle" onClick={onLater}>
          {messages.pwa.later}
        </Button>
      </Group>
    </Notification>
  );
}

/** With its own Mantine provider: it can show where none is (decision 0027). */
export default withUiProvider(UpdateNoticeBody);
