import { SimpleGrid, Text } from '@mantine/core';
import { GrowingTextarea } from '@/ui/form/GrowingTextarea';
import { memo } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { BLANK } from '@/lib/format';
import { messages } from '@/messages/screens';
import { RadioField } from '@/ui/form/RadioField';
import type { PatientRecord } from '../recordSchema';
import type { FichaValues } from './form';
import { KeptDateField } from './KeptDateField';
import { Section } from './Section';

const LIFE = ['InTreatment', 'OutTreatment', 'Deceased'] as const;

interface Props {
  form: UseFormReturn<FichaValues>;
  record: PatientRecord | null;
  isNew: boolean;
  viewOnly: boolean;
}

/**
 * The life state, the app access, and the death's date and notes (spec 02 §4). Memoised, with its
 * own subscription to the form's state: the form's renders (react-hook-form renders it again right
 * after its first commit) do not render the section again (decision 0026).
 */
export const LifeSection = memo(function LifeSection({ form, record, isNew, viewOnly }: Props) {
  const lifeStatus = useWatch({ control: form.control, name: 'lifeStatus' });
  const unreadable = record?.LifeStatusUnreadable ?? null;
  const { errors, isSubmitted } = useFormState({ control: form.control });
  return (
    <Section title={messages.ficha.lifeSection}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RadioField
          control={form.control}
          name="lifeStatus"
          label={messages.ficha.lifeStatus}
          withAsterisk
          options={LIFE.map((value) => ({ value, label: messages.ficha.lifeOptions[value] }))}
          description={unreadable !== null && lifeStatus === '' ? messages.ficha.unreadableLifeStatus(unreadable) : undefined}
          onChosen={(value) => {
            // Spec 02 §4: choosing a state clears the death date and notes; only a change away
            // from Falecido, so that picking a state again never erases what the record holds.
            if (lifeStatus === 'Deceased' && value !== 'Deceased') {
              form.setValue('deathDate', '', { shouldDirty: true });
              form.setValue('deathDateKept', false, { shouldDirty: true });
              form.setValue('deathNotes', '', { shouldDirty: true });
            }
            if (isSubmitted) void form.trigger(['deathDate', 'deathNotes']);
          }}
        />
        <AccessState form={form} record={record} isNew={isNew} viewOnly={viewOnly} />
      </SimpleGrid>
      {(lifeStatus === 'Deceased' || record?.HoldsDeath === true) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
          <KeptDateField
            form={form}
            name="deathDate"
            kept="deathDateKept"
            label={messages.ficha.deathDate}
            withAsterisk={lifeStatus === 'Deceased'}
            unreadable={record?.DeathDateUnreadable ?? null}
          />
          <GrowingTextarea
            label={messages.ficha.deathNotes}
            withAsterisk={lifeStatus === 'Deceased'}
            minRows={2}
            {...form.register('deathNotes')}
            error={errors.deathNotes?.message}
          />
        </SimpleGrid>
      )}
    </Section>
  );
});

function AccessState({ form, record, isNew, viewOnly }: Props) {
  // Pending (a new patient is too) and a state the console cannot read are shown, never edited.
  const shown = isNew || !record || record.Status === 'Pending' ? messages.ficha.accessPending : record.Status === null ? BLANK : null;
  if (shown !== null || !record) {
    return (
      <div>
        <Text size="sm" fw={500}>
          {messages.ficha.access}
        </Text>
        <Text size="sm" mt={6}>
          {shown}
        </Text>
      </div>
    );
  }
  // Only an install flag the server sent as false locks the choice; its absence never does.
  const noApp = record.AppInstalled === false;
  const locked = viewOnly || noApp;
  return (
    <RadioField
      control={form.control}
      name="status"
      label={messages.ficha.access}
      withAsterisk={!locked}
      description={noApp ? messages.ficha.accessNoApp : undefined}
      disabled={locked}
      options={[
        { value: 'Active', label: messages.ficha.accessActive },
        { value: 'Inactive', label: messages.ficha.accessInactive },
      ]}
    />
  );
}
