import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { phoneMaskProps } from '@/lib/masks';
import { FormActions } from '@/ui/form/FormActions';
import { MaskController } from '@/ui/form/MaskController';
import { RadioField } from '@/ui/form/RadioField';
import { useFormSave } from '@/ui/form/useFormSave';
import { lastListSearch } from '@/ui/list/lastListSearch';
import { useSaveProfessional } from '../api/saveProfessional';
import { PROFESSIONALS_LIST } from '../listQuery';
import { teamIdsOf, type Professional } from '../schemas';
import { professionalFieldBindings, professionalFormSchema, type ProfessionalFormValues } from './professionalFormSchema';
import { TeamCheckboxes } from '@/ui/form/TeamCheckboxes';

function startingValues(professional: Professional | null, teamIds: string[]): ProfessionalFormValues {
  return {
    name: professional?.Name ?? '',
    email: professional?.Email ?? '',
    gender: professional?.Gender === 'Masculino' || professional?.Gender === 'Feminino' ? professional.Gender : '',
    teams: teamIds,
    phone: (professional?.Phone ?? '').replace(/\D/g, ''),
    sms: professional?.IsSMS ?? false,
    // New professionals start active; a status the server did not send shows as active, visibly.
    active: professional?.Status !== 'Inactive',
  };
}

interface Props {
  id: string | null;
  professional: Professional | null;
  /** The institution's teams, to match teams the server sent by name only. */
  teamOptions?: readonly { Id: string; Name: string }[];
}

export function ProfessionalForm({ id, professional, teamOptions = [] }: Props) {
  const [teams] = useState(() => teamIdsOf(professional?.Teams ?? [], teamOptions));
  const navigate = useNavigate();
  const save = useSaveProfessional(id);
  const form = useForm<ProfessionalFormValues>({ resolver: zodResolver(professionalFormSchema), defaultValues: startingValues(professional, teams.ids) });
  const { errors } = form.formState;
  const saving = useFormSave(form, { draft: `profissional:${id ?? 'novo'}`, fields: professionalFieldBindings });

  const backToList = (message?: 'professionalSaved' | 'professionalEdited', serverText?: string | null) =>
    void navigate({
      to: '/profissionais',
      search: { ...lastListSearch(PROFESSIONALS_LIST), ...(message ? { message } : {}) },
      state: serverText ? { arrivalText: serverText } : undefined,
    });

  const submit = form.handleSubmit((values) =>
    saving.run(async () => {
      const { message } = await save.mutateAsync(values);
      // Spec 02 §8: the create answer's message; 'Profissional editado com sucesso.' on edit.
      saving.leave(() => backToList(id ? 'professionalEdited' : 'professionalSaved', id ? null : message));
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {saving.alert}
        <TextInput label={messages.professionals.name} withAsterisk {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label={messages.professionals.email}
          type="email"
          withAsterisk={!id}
          disabled={Boolean(id)}
          {...form.register('email')}
          error={errors.email?.message}
        />
        <RadioField
          control={form.control}
          name="gender"
          label={messages.professionals.gender}
          withAsterisk
          options={[
            { value: 'Masculino', label: messages.professionals.male },
            { value: 'Feminino', label: messages.professionals.female },
          ]}
        />
        <Controller
          control={form.control}
          name="teams"
          render={({ field, fieldState }) => (
            <TeamCheckboxes
              label={messages.professionals.teams}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              inputRef={field.ref}
              unmatched={teams.unmatched}
            />
          )}
        />
        <MaskController control={form.control} name="phone" {...phoneMaskProps} label={messages.professionals.phone} withAsterisk inputMode="tel" />
        <Checkbox label={messages.professionals.sms} {...form.register('sms')} />
        <Checkbox label={messages.form.active} {...form.register('active')} />
        <FormActions saving={save.isPending} onCancel={() => backToList()} />
      </Stack>
      {saving.guard}
    </form>
  );
}
