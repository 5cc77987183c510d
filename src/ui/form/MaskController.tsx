import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { MaskInputProps } from '@mantine/core';
import { MaskField } from './MaskField';

type Props<F extends FieldValues> = Omit<MaskInputProps, 'value' | 'onChangeRaw' | 'onBlur' | 'error'> & {
  control: Control<F>;
  name: FieldPath<F>;
};

/**
 * A masked field (phone, CPF, CEP, a date) bound to a react-hook-form field: the form keeps the
 * digits the mask reports (`onChangeRaw`), and the field shows the rule's message.
 */
export function MaskController<F extends FieldValues>({ control, name, ...props }: Props<F>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskField
          {...props}
          value={field.value}
          onChangeRaw={(raw) => field.onChange(raw)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
