import { Button, Group } from '@mantine/core';
import { messages } from '@/messages/screens';

/** Salvar and Cancelar at the foot of a form; Cancelar goes back to the list it came from. */
/** `disabled` keeps Salvar from sending (offline): the form and what was typed stay. */
export function FormActions({ saving, onCancel, disabled = false }: { saving: boolean; onCancel: () => void; disabled?: boolean }) {
  return (
    <Group justify="flex-end" gap="sm" mt="lg">
      <Button variant="default" onClick={onCancel}>
        {messages.form.cancel}
      </Button>
      <Button type="submit" loading={saving} disabled={disabled}>
        {messages.form.save}
      </Button>
    </Group>
  );
}
