import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@/messages/screens';

const m = messages.historyRecords;

interface Props {
  /** How the record is named ('Cirurgia de 10/03/2024'); null when closed. */
  record: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Deseja excluir esse registro?' (spec 02 §2), naming the record. Cancelar takes the focus first: a
 * stray Enter keeps the record. Where the focus goes on closing is the tab's call (the record's
 * button is gone once it was deleted), hence `returnFocus={false}`.
 */
export function DeleteRecordDialog({ record, deleting, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={record !== null} onClose={onCancel} title={m.deleteQuestion} returnFocus={false} closeButtonProps={{ 'aria-label': m.close }}>
      <Text mb="lg">{record}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {m.cancel}
        </Button>
        <Button color="red.9" loading={deleting} onClick={onConfirm}>
          {m.delete}
        </Button>
      </Group>
    </Modal>
  );
}
