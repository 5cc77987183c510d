import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { dateMaskProps } from '@/lib/masks';
import { messages } from '@/messages/screens';
import { MaskController } from './MaskController';

interface Props<F extends FieldValues> {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
  withAsterisk?: boolean;
  description?: string;
}

/** A date typed as DD/MM/AAAA, bound to a form field that keeps the 8 digits typed. */
export function DateField<F extends FieldValues>({ control, name, label, withAsterisk, description }: Props<F>) {
  return (
    <MaskController
      control={control}
      name={name}
      {...dateMaskProps}
      label={label}
      placeholder={messages.form.datePlaceholder}
      withAsterisk={withAsterisk}
      inputMode="numeric"
      description={description}
    />
  );
}
