import { Button, Group } from '@mantine/core';
import { messages } from '@/messages/screens';

/** Salvar and Cancelar at the foot of a form; Cancelar goes back to the list it came from. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end" gap="sm" mt="lg">
      <Button variant="default" onClick={onCancel}>
        {messages.form.cancel}
      </Button>
      <Button type="submit" loading={saving}>
        {messages.form.save}
      </Button>
    </Group>
  );
}
