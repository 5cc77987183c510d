import { SimpleGrid, Stack } from '@mantine/core';
import { GrowingTextarea } from '@/ui/form/GrowingTextarea';
import { memo } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { messages } from '@/messages/screens';
import { RadioField } from '@/ui/form/RadioField';
import type { FichaValues } from './form';
import { Section } from './Section';

const PS_LABELS = ['PS 0', 'PS I', 'PS II', 'PS III', 'PS IV'] as const;

/** The performance status and the clinical notes (spec 02 §4). Memoised, as LifeSection. */
export const ClinicalSection = memo(function ClinicalSection({ form }: { form: UseFormReturn<FichaValues> }) {
  const { errors } = useFormState({ control: form.control });
  return (
    <Section title={messages.ficha.clinicalSection}>
      <Stack gap="md">
        <RadioField
          control={form.control}
          name="ps"
          label={messages.ficha.ps}
          withAsterisk
          options={PS_LABELS.map((label, value) => ({ value: String(value), label }))}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {(['allergy', 'comorbidity', 'diagnostic'] as const).map((name) => (
            <GrowingTextarea key={name} label={messages.ficha[name]} minRows={2} {...form.register(name)} error={errors[name]?.message} />
          ))}
        </SimpleGrid>
      </Stack>
    </Section>
  );
});
