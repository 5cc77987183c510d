import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@/messages/screens';

const m = messages.patients;

interface Props {
  patient: { Name: string; Gender: string | null };
  /** The patient's team today, when known. */
  from: string | null;
  /** The team chosen in the cell's menu; null while the dialog is closed. */
  target: string | null;
  moving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before a patient changes team: the patient's alerts go to the new team from then on. An
 * undo a few seconds later could come after an alert already went to the wrong team, so the move
 * is confirmed first. Cancelar has the focus, as Escape and the close button mean it; while the
 * call runs the dialog stays, so the focus has somewhere to be. Where the focus goes on closing is
 * the cell's call (its button), hence `returnFocus={false}`.
 */
export function ConfirmTeamDialog({ patient, from, target, moving, onConfirm, onCancel }: Props) {
  return (
    <Modal
      opened={target !== null}
      onClose={onCancel}
      title={target === null ? null : m.moveTitle(patient.Name, target)}
      returnFocus={false}
      closeOnEscape={!moving}
      closeOnClickOutside={!moving}
      withCloseButton={!moving}
      centered
      closeButtonProps={{ 'aria-label': messages.common.close }}
    >
      <Text mb="lg">{m.moveConsequence(patient.Name, patient.Gender, from)}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={moving} data-autofocus>
          {m.moveCancel}
        </Button>
        <Button loading={moving} onClick={onConfirm}>
          {target === null ? null : m.moveConfirm(target)}
        </Button>
      </Group>
    </Modal>
  );
}
