import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Group, Radio } from '@mantine/core';

interface RadioOption {
  value: string;
  label: string;
}

interface Props<F extends FieldValues> {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
  options: readonly RadioOption[];
  withAsterisk?: boolean;
  description?: string;
  /** Every option shown, none chosen (a value the user cannot change here). */
  disabled?: boolean;
  /** Runs after the field took the new value (a rule that clears other fields). */
  onChosen?: (value: string) => void;
}

/**
 * A radio group bound to a react-hook-form field: the options in a row, the rule's message under
 * them, and the first option taking the field's focus when validation fails.
 */
export function RadioField<F extends FieldValues>({ control, name, label, options, withAsterisk, description, disabled, onChosen }: Props<F>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          withAsterisk={withAsterisk}
          description={description}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onChosen?.(value);
          }}
          error={fieldState.error?.message}
        >
          <Group gap="lg" mt={4}>
            {options.map((option, index) => (
              <Radio key={option.value} value={option.value} label={option.label} disabled={disabled} ref={index === 0 ? field.ref : undefined} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
