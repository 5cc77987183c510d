import { memo, useId, useRef, useState } from 'react';
import { Controller, useFormState, type Control, type UseFormGetValues, type UseFormSetValue, type UseFormRegister } from 'react-hook-form';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useConfig } from '@/config/useConfig';
import { cepMaskProps } from '@/lib/masks';
import { messages } from '@/messages/screens';
import { MaskField } from '@/ui/form/MaskField';
import { lookupCep } from '../api/cepLookup';
import type { FichaValues } from './form';

type LookupState = 'idle' | 'searching' | 'found' | 'notFound' | 'failed';

const stateText: Record<Exclude<LookupState, 'idle'>, string> = {
  searching: messages.ficha.cepSearching,
  found: messages.ficha.cepFound,
  notFound: messages.ficha.cepNotFound,
  failed: messages.ficha.cepFailed,
};

interface Props {
  control: Control<FichaValues>;
  register: UseFormRegister<FichaValues>;
  setValue: UseFormSetValue<FichaValues>;
  getValues: UseFormGetValues<FichaValues>;
}

/**
 * The address with its postal-code lookup (spec 02 §2, §7): the lookup runs once the CEP has its 8
 * digits and fills street, neighbourhood, city and UF, and Complemento when the service has one
 * and the field is empty (what the user typed there is theirs); every field stays editable
 * whatever it answers. Enter in the CEP looks it up at once and never submits the form.
 * Memoised, with its own subscription to the form's state, as LifeSection.
 */
export const AddressFields = memo(function AddressFields({ control, register, setValue, getValues }: Props) {
  const { errors } = useFormState({ control });
  const { cepUrl } = useConfig();
  const [state, setState] = useState<LookupState>('idle');
  const stateId = useId();
  const looked = useRef<string | null>(null);
  const running = useRef<AbortController | null>(null);

  const lookup = (digits: string) => {
    if (digits.length !== 8 || digits === looked.current) return;
    looked.current = digits;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState('searching');
    lookupCep(cepUrl, digits, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (!answer.found) {
          setState('notFound');
          return;
        }
        const fill = { shouldDirty: true, shouldValidate: false } as const;
        const { street, complement, neighborhood, city, uf } = answer.address;
        if (street) setValue('street', street, fill);
        if (neighborhood) setValue('neighborhood', neighborhood, fill);
        if (city) setValue('city', city, fill);
        if (uf) setValue('uf', uf, fill);
        if (complement && getValues('complement').trim() === '') setValue('complement', complement, fill);
        setState('found');
      },
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <Controller
        control={control}
        name="cep"
        render={({ field, fieldState }) => (
          <div>
            <MaskField
              {...cepMaskProps}
              label={messages.ficha.cep}
              inputMode="numeric"
              value={field.value}
              onChangeRaw={(raw) => {
                field.onChange(raw);
                if (raw.length < 8) looked.current = null;
                lookup(raw);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  lookup(field.value.replace(/\D/g, ''));
                }
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              aria-describedby={stateId}
            />
            <Text id={stateId} size="xs" mt={4} c={state === 'found' || state === 'searching' ? 'dimmed' : 'orange.9'} role="status">
              {state === 'idle' ? '' : stateText[state]}
            </Text>
          </div>
        )}
      />
      <TextInput label={messages.ficha.street} {...register('street')} error={errors.street?.message} maxLength={255} />
      <TextInput label={messages.ficha.number} {...register('number')} error={errors.number?.message} maxLength={20} />
      <TextInput label={messages.ficha.complement} {...register('complement')} error={errors.complement?.message} maxLength={255} />
      <TextInput label={messages.ficha.neighborhood} {...register('neighborhood')} error={errors.neighborhood?.message} maxLength={255} />
      <TextInput label={messages.ficha.city} {...register('city')} error={errors.city?.message} maxLength={255} />
      <TextInput label={messages.ficha.uf} {...register('uf')} error={errors.uf?.message} maxLength={2} style={{ textTransform: 'uppercase' }} />
    </SimpleGrid>
  );
});
