import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@/messages/screens';

const m = messages.announcements;

interface Props {
  /** The chosen teams' names; null while the dialog is closed. */
  teams: string[] | null;
  onBack: () => void;
  onSend: () => void;
}

/**
 * Asked before an announcement goes out: it reaches every patient of the chosen teams, and cannot
 * be taken back. The spec lists no call that counts a team's patients, so the dialog names the
 * teams rather than guess a number. 'Voltar' has the focus: the safe choice, as Escape is.
 */
export function ConfirmSendDialog({ teams, onBack, onSend }: Props) {
  return (
    <Modal opened={teams !== null} onClose={onBack} title={m.confirmTitle} centered closeButtonProps={{ 'aria-label': messages.common.close }}>
      {teams && (
        <>
          <Text mb="xs">{m.confirmText(teams)}</Text>
          <Text size="sm" c="dimmed" mb="lg">
            {m.confirmNote}
          </Text>
        </>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} data-autofocus>
          {m.confirmBack}
        </Button>
        <Button onClick={onSend}>{m.confirmSend}</Button>
      </Group>
    </Modal>
  );
}
