import { memo, useEffect, type ChangeEvent } from 'react';
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTeamOptions } from '@/api/reference/teams';
import { cpfMaskProps, lettersAndDigits, phoneMaskProps } from '@/lib/masks';
import { phoneKind } from '@/lib/phone';
import { messages } from '@/messages/screens';
import { MaskController } from '@/ui/form/MaskController';
import { RadioField } from '@/ui/form/RadioField';
import type { PatientRecord } from '../recordSchema';
import type { FichaValues } from './form';
import { KeptDateField } from './KeptDateField';
import { Section } from './Section';

/**
 * The teams a patient can be given: ours that are active, plus the record's own (inactive, or of
 * another institution, so that it stays visible). A team the server named without its id is chosen
 * by its name once the options are known.
 */
function useTeamChoice(form: UseFormReturn<FichaValues>, record: PatientRecord | null) {
  const teams = useTeamOptions();
  const options = (teams.data?.items ?? [])
    .filter((team) => team.Status !== 'Inactive' || team.Id === record?.Team?.Id)
    .map((team) => ({ value: team.Id, label: team.Name }));
  const ownTeam = record?.Team;
  if (ownTeam?.Id && !options.some((option) => option.value === ownTeam.Id)) options.push({ value: ownTeam.Id, label: ownTeam.Name });
  const namedTeam = record?.Team && record.Team.Id === null ? record.Team.Name : null;
  const matchedTeam = namedTeam === null ? undefined : teams.data?.items.find((team) => team.Name === namedTeam)?.Id;
  useEffect(() => {
    if (matchedTeam && form.getValues('teamId') === '') form.resetField('teamId', { defaultValue: matchedTeam });
  }, [form, matchedTeam]);
  return { options, failed: teams.isError };
}

/** Who the patient is and how to reach them (spec 02 §4, the masks of §5). Memoised, as LifeSection. */
export const DataSection = memo(function DataSection({ form, record }: { form: UseFormReturn<FichaValues>; record: PatientRecord | null }) {
  const { errors } = useFormState({ control: form.control });
  const phone = useWatch({ control: form.control, name: 'phone' });
  const kind = phoneKind(phone);
  const teams = useTeamChoice(form, record);
  return (
    <Section title={messages.ficha.dataSection}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={messages.ficha.name} withAsterisk {...form.register('name')} error={errors.name?.message} maxLength={255} />
        <TextInput label={messages.ficha.email} type="email" {...form.register('email')} error={errors.email?.message} maxLength={255} />
        <RadioField
          control={form.control}
          name="gender"
          label={messages.ficha.gender}
          withAsterisk
          options={[
            { value: 'Feminino', label: messages.ficha.female },
            { value: 'Masculino', label: messages.ficha.male },
          ]}
        />
        <MaskController control={form.control} name="cpf" {...cpfMaskProps} label={messages.ficha.cpf} withAsterisk inputMode="numeric" />
        <MaskController
          control={form.control}
          name="phone"
          {...phoneMaskProps}
          label={messages.ficha.phone}
          withAsterisk
          inputMode="tel"
          description={kind ? messages.phoneKind[kind] : undefined}
        />
        <Controller
          control={form.control}
          name="teamId"
          render={({ field, fieldState }) => (
            <Select
              label={messages.ficha.team}
              withAsterisk
              data={teams.options}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              searchable
              allowDeselect={false}
              error={fieldState.error?.message ?? (teams.failed ? messages.reference.teamsFailed : undefined)}
            />
          )}
        />
        <TextInput
          label={messages.ficha.registerNumber}
          {...form.register('registerNumber', {
            // Spec 01 §5: the registration number keeps only letters and digits.
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              const kept = lettersAndDigits(event.target.value);
              if (kept !== event.target.value) form.setValue('registerNumber', kept, { shouldDirty: true });
            },
          })}
          error={errors.registerNumber?.message}
          maxLength={50}
        />
        <KeptDateField form={form} name="birthDate" kept="birthDateKept" label={messages.ficha.birthDate} unreadable={record?.BirthDateUnreadable ?? null} />
        <TextInput label={messages.ficha.relativeName} {...form.register('relativeName')} error={errors.relativeName?.message} maxLength={255} />
        <MaskController control={form.control} name="relativePhone" {...phoneMaskProps} label={messages.ficha.relativePhone} inputMode="tel" />
      </SimpleGrid>
    </Section>
  );
});
