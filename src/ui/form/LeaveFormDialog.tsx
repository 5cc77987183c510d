import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@/messages/screens';

interface Props {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * 'Sair sem salvar?': asked before a form's unsaved changes are lost. Staying is the safe choice:
 * it has the focus, and Escape and the close button mean it too. Escape is read from the dialog's
 * own keys (the focus stays inside it), not from the window as Mantine does: opened over another
 * dialog by an Escape, it would otherwise take that same key press and close at once.
 */
export function LeaveFormDialog({ opened, onStay, onLeave }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      closeOnEscape={false}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.nativeEvent.isComposing) onStay();
      }}
      title={messages.form.leaveTitle}
      centered
      closeButtonProps={{ 'aria-label': messages.common.close }}
    >
      <Text mb="lg">{messages.form.leaveText}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onStay} data-autofocus>
          {messages.form.stay}
        </Button>
        <Button color="red.9" onClick={onLeave}>
          {messages.form.leave}
        </Button>
      </Group>
    </Modal>
  );
}
