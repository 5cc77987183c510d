import { Button, Stack } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { messages } from '@/messages/screens';
import { DateField } from '@/ui/form/DateField';
import type { FichaValues } from './form';

interface Props {
  form: UseFormReturn<FichaValues>;
  name: 'birthDate' | 'deathDate';
  kept: 'birthDateKept' | 'deathDateKept';
  label: string;
  withAsterisk?: boolean;
  /** The date as the server sent it, when the console could not read it. */
  unreadable: string | null;
}

/**
 * A Ficha date. One the server sent in a form the console cannot read is kept and sent back as it
 * came: the field says so, with the text received, instead of showing blank; a date typed here
 * replaces it, and 'Apagar' drops it (decision 0023).
 */
export function KeptDateField({ form, name, kept, label, withAsterisk, unreadable }: Props) {
  const [typed, keeping] = useWatch({ control: form.control, name: [name, kept] });
  const shown = keeping && unreadable !== null && typed.replace(/\D/g, '') === '';
  return (
    <Stack gap={4} align="flex-start">
      <DateField
        control={form.control}
        name={name}
        label={label}
        withAsterisk={withAsterisk}
        description={shown ? messages.form.unreadableDate(unreadable) : undefined}
      />
      {shown && (
        <Button variant="subtle" size="compact-xs" onClick={() => form.setValue(kept, false, { shouldDirty: true })}>
          {messages.ficha.dropUnreadableDate}
        </Button>
      )}
    </Stack>
  );
}
