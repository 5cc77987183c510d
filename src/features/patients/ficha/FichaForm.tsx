import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTeamOptions } from '@/api/reference/teams';
import { BLANK } from '@/lib/format';
import { cpfMaskProps, lettersAndDigits, phoneMaskProps } from '@/lib/masks';
import { phoneKind } from '@/lib/phone';
import { buildAlert, type AlertContent } from '@/messages/alert';
import { isApiError } from '@/api/errors';
import { messages } from '@/messages/screens';
import { useConnectivity } from '@/offline/useConnectivity';
import { AlertMessage } from '@/ui/AlertMessage';
import { FormActions } from '@/ui/form/FormActions';
import { MaskController } from '@/ui/form/MaskController';
import { showServerError, type FieldBinding } from '@/ui/form/serverErrors';
import { UnsavedChangesGuard } from '@/ui/form/UnsavedChangesGuard';
import { useKeptDraft } from '@/ui/form/keptDrafts';
import { lastListSearch } from '@/ui/list/lastListSearch';
import { useCidTypes } from '../api/cidTypes';
import { patientRecordQueryOptions } from '../api/patientRecord';
import { useSavePatient } from '../api/savePatient';
import { PATIENTS_LIST, type PatientListQuery } from '../keys';
import type { PatientRecord } from '../record';
import { AddressFields } from './AddressFields';
import { CidTable } from './CidTable';
import { EMPTY_DRAFT, fichaSchema, startingValues, type CidRow, type FichaValues } from './form';

const DATE_MASK = {
  mask: '##/##/####',
  tokens: { '#': /\d/ },
  slotChar: null,
} as const;
const LIFE = ['InTreatment', 'OutTreatment', 'Deceased'] as const;
const PS_LABELS = ['PS 0', 'PS I', 'PS II', 'PS III', 'PS IV'] as const;

const bindings: FieldBinding<FichaValues>[] = [
  { name: 'cpf', api: 'CPF', words: ['cpf'] },
  { name: 'email', api: 'Email', words: ['e-mail', 'email'] },
  { name: 'phone', api: 'Phone', words: ['telefone', 'celular'] },
  { name: 'teamId', api: 'TeamId', words: ['equipe'] },
  { name: 'birthDate', api: 'BirthDate', words: ['nascimento'] },
  { name: 'deathDate', api: 'DeathDate', words: ['obito'] },
  { name: 'status', api: 'Status', words: ['acesso', 'aplicativo'] },
  { name: 'name', api: 'Name', words: ['nome'] },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

interface Props {
  id: string | null;
  record: PatientRecord | null;
  institutionId: number;
  viewOnly: boolean;
  /** The PDF export button, on edit. */
  exportButton?: ReactNode;
  /** Shown above the form on arrival (after creating the patient). */
  arrival?: AlertContent | null;
}

/** The Ficha (spec 02 §2, §4, §5): every field of the patient record, with its rules. */
export function FichaForm({ id, record, institutionId, viewOnly, exportButton, arrival = null }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { online } = useConnectivity();
  const teams = useTeamOptions();
  const cidTypes = useCidTypes();
  const save = useSavePatient(id, institutionId);
  const [alert, setAlert] = useState<AlertContent | null>(arrival);
  const [saved, setSaved] = useState(false);
  // Built once: the form reads its defaults and rules at mount, not on every keystroke's render.
  const [setup] = useState(() => ({ values: startingValues(record), resolver: zodResolver(fichaSchema()) }));
  const savedCids = useRef<CidRow[]>(setup.values.cids);
  const form = useForm<FichaValues>({ resolver: setup.resolver, defaultValues: setup.values });
  const { errors, isDirty, isSubmitted } = form.formState;
  useKeptDraft(`ficha:${id ?? 'nova'}`, form, isDirty && !saved && !viewOnly);
  const [lifeStatus, phone, cids, draft] = useWatch({
    control: form.control,
    name: ['lifeStatus', 'phone', 'cids', 'cidDraft'],
  });

  const teamOptions = (teams.data?.items ?? [])
    .filter((team) => team.Status !== 'Inactive' || team.Id === record?.Team?.Id)
    .map((team) => ({ value: team.Id, label: team.Name }));
  // The record's own team stays visible when it is not among ours (a patient of another institution).
  const ownTeam = record?.Team;
  if (ownTeam?.Id && !teamOptions.some((option) => option.value === ownTeam.Id)) teamOptions.push({ value: ownTeam.Id, label: ownTeam.Name });
  // A team the server named without its id is matched by name once the options are known.
  const namedTeam = record?.Team && record.Team.Id === null ? record.Team.Name : null;
  const matchedTeam = namedTeam === null ? undefined : teams.data?.items.find((team) => team.Name === namedTeam)?.Id;
  useEffect(() => {
    if (matchedTeam && form.getValues('teamId') === '') form.resetField('teamId', { defaultValue: matchedTeam });
  }, [form, matchedTeam]);

  const backToList = () =>
    void navigate({
      to: '/pacientes',
      // The text comes back from the list's memory, never through the address.
      search: { ...lastListSearch<PatientListQuery>(PATIENTS_LIST), search: '' },
      state: { patientsSearchKept: true },
    });

  const addCid = async () => {
    // Spec 02 §5: adding a row validates only the life status and the CID fields.
    const lifeOk = await form.trigger('lifeStatus');
    const current = form.getValues('cidDraft');
    let ok = lifeOk;
    if (current.cidId === '') {
      form.setError('cidDraft.cidId', {
        type: 'required',
        message: messages.validation.required,
      });
      ok = false;
    }
    if (current.estadio === '') {
      form.setError('cidDraft.estadio', {
        type: 'required',
        message: messages.validation.required,
      });
      ok = false;
    }
    if (!ok) return;
    const type = cidTypes.data?.items.find((item) => item.Id === current.cidId);
    const row: CidRow = {
      key: `new-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      id: null,
      cidId: current.cidId,
      cidCode: type?.CIDCode ?? current.cidId,
      description: type?.Description ?? '',
      morphology: current.morphology.trim(),
      estadio: current.estadio,
      isEnable: current.isEnable,
    };
    form.setValue('cids', [...form.getValues('cids'), row], {
      shouldDirty: true,
    });
    form.setValue('cidDraft', EMPTY_DRAFT, { shouldDirty: true });
    form.clearErrors(['cidDraft', 'cids']);
  };

  const onValid = async (values: FichaValues) => {
    setAlert(null);
    try {
      const result = await save.mutateAsync({
        values,
        savedCids: savedCids.current,
        statusAsSent: record?.StatusAsSent,
      });
      if (result.created) {
        flushSync(() => setSaved(true));
        const reason = result.failed === null ? null : isApiError(result.failed) ? result.failed.message : messages.alerts.danger;
        void navigate({
          to: '/pacientes/editar/$tab/$id',
          params: { tab: 'ficha', id: result.id },
          state: {
            patientCreated: reason === null ? 'complete' : 'partial',
            createdPartlyReason: reason ?? undefined,
          },
        });
        return;
      }
      savedCids.current = result.savedCids;
      if (result.failed !== null) {
        setAlert(showServerError(result.failed, form.setError, bindings));
        return;
      }
      setAlert(buildAlert('edit'));
      // The form starts again from what the server now has (the summary card follows it too).
      const fresh = await queryClient.fetchQuery(patientRecordQueryOptions(result.id)).catch(() => null);
      const next = fresh ? startingValues(fresh) : { ...values, cidDraft: EMPTY_DRAFT };
      if (fresh) savedCids.current = next.cids;
      form.reset(next);
    } catch (error) {
      setAlert(showServerError(error, form.setError, bindings));
    }
  };

  const disabled = viewOnly;
  const kind = phoneKind(phone);
  const isNew = id === null;

  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid, () => setAlert(null))(event)} noValidate aria-label={messages.ficha.label}>
      <Stack gap="md">
        {alert && <AlertMessage alert={alert} onClose={() => setAlert(null)} />}
        {viewOnly && (
          <Alert color="blue" variant="light">
            {messages.ficha.viewOnly}
          </Alert>
        )}
        {!online && !viewOnly && (
          <Alert color="yellow" variant="light" role="status">
            {messages.ficha.offline}
          </Alert>
        )}
        {exportButton && <Group justify="flex-end">{exportButton}</Group>}
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Section title={messages.ficha.lifeSection}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Controller
                  control={form.control}
                  name="lifeStatus"
                  render={({ field, fieldState }) => (
                    <Radio.Group
                      label={messages.ficha.lifeStatus}
                      withAsterisk
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(value);
                        // Spec 02 §4: choosing a state clears the death date and notes.
                        form.setValue('deathDate', '', { shouldDirty: true });
                        form.setValue('deathNotes', '', { shouldDirty: true });
                        if (isSubmitted) void form.trigger(['deathDate', 'deathNotes']);
                      }}
                      error={fieldState.error?.message}
                    >
                      <Group gap="lg" mt={4}>
                        {LIFE.map((value, index) => (
                          <Radio
                            key={value}
                            value={value}
                            label={messages.ficha.lifeOptions[value]}
                            ref={index === 0 ? field.ref : undefined}
                          />
                        ))}
                      </Group>
                    </Radio.Group>
                  )}
                />
                <AccessState record={record} isNew={isNew} viewOnly={viewOnly} control={form.control} />
              </SimpleGrid>
              {lifeStatus === 'Deceased' && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
                  <MaskController
                    control={form.control}
                    name="deathDate"
                    {...DATE_MASK}
                    label={messages.ficha.deathDate}
                    placeholder={messages.ficha.datePlaceholder}
                    withAsterisk
                    inputMode="numeric"
                  />
                  <Textarea
                    label={messages.ficha.deathNotes}
                    withAsterisk
                    autosize
                    minRows={2}
                    {...form.register('deathNotes')}
                    error={errors.deathNotes?.message}
                  />
                </SimpleGrid>
              )}
            </Section>

            <Section title={messages.ficha.dataSection}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={messages.ficha.name}
                  withAsterisk
                  {...form.register('name')}
                  error={errors.name?.message}
                  maxLength={255}
                />
                <TextInput
                  label={messages.ficha.email}
                  type="email"
                  {...form.register('email')}
                  error={errors.email?.message}
                  maxLength={255}
                />
                <Controller
                  control={form.control}
                  name="gender"
                  render={({ field, fieldState }) => (
                    <Radio.Group
                      label={messages.ficha.gender}
                      withAsterisk
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    >
                      <Group gap="lg" mt={4}>
                        <Radio value="Feminino" label={messages.ficha.female} ref={field.ref} />
                        <Radio value="Masculino" label={messages.ficha.male} />
                      </Group>
                    </Radio.Group>
                  )}
                />
                <MaskController
                  control={form.control}
                  name="cpf"
                  {...cpfMaskProps}
                  label={messages.ficha.cpf}
                  withAsterisk
                  inputMode="numeric"
                />
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
                      data={teamOptions}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      searchable
                      allowDeselect={false}
                      error={fieldState.error?.message ?? (teams.isError ? messages.reference.teamsFailed : undefined)}
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
                <MaskController
                  control={form.control}
                  name="birthDate"
                  {...DATE_MASK}
                  label={messages.ficha.birthDate}
                  placeholder={messages.ficha.datePlaceholder}
                  inputMode="numeric"
                />
                <TextInput
                  label={messages.ficha.relativeName}
                  {...form.register('relativeName')}
                  error={errors.relativeName?.message}
                  maxLength={255}
                />
                <MaskController
                  control={form.control}
                  name="relativePhone"
                  {...phoneMaskProps}
                  label={messages.ficha.relativePhone}
                  inputMode="tel"
                />
              </SimpleGrid>
            </Section>

            <Section title={messages.ficha.cidSection}>
              <CidTable
                rows={cids}
                draft={draft}
                cidTypes={{
                  data: cidTypes.data?.items,
                  isError: cidTypes.isError,
                  isPending: cidTypes.isPending,
                }}
                unreadable={record?.unreadableCids ?? 0}
                errors={errors}
                disabled={disabled}
                onRowsChange={(rows) =>
                  form.setValue('cids', rows, {
                    shouldDirty: true,
                    shouldValidate: isSubmitted,
                  })
                }
                onDraftChange={(next) =>
                  form.setValue('cidDraft', next, {
                    shouldDirty: true,
                    shouldValidate: isSubmitted,
                  })
                }
                onAdd={() => void addCid()}
              />
            </Section>

            <Section title={messages.ficha.clinicalSection}>
              <Stack gap="md">
                <Controller
                  control={form.control}
                  name="ps"
                  render={({ field, fieldState }) => (
                    <Radio.Group
                      label={messages.ficha.ps}
                      withAsterisk
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    >
                      <Group gap="lg" mt={4}>
                        {PS_LABELS.map((label, value) => (
                          <Radio key={label} value={String(value)} label={label} ref={value === 0 ? field.ref : undefined} />
                        ))}
                      </Group>
                    </Radio.Group>
                  )}
                />
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <Textarea
                    label={messages.ficha.allergy}
                    autosize
                    minRows={2}
                    {...form.register('allergy')}
                    error={errors.allergy?.message}
                  />
                  <Textarea
                    label={messages.ficha.comorbidity}
                    autosize
                    minRows={2}
                    {...form.register('comorbidity')}
                    error={errors.comorbidity?.message}
                  />
                  <Textarea
                    label={messages.ficha.diagnostic}
                    autosize
                    minRows={2}
                    {...form.register('diagnostic')}
                    error={errors.diagnostic?.message}
                  />
                </SimpleGrid>
              </Stack>
            </Section>

            <Section title={messages.ficha.addressSection}>
              <AddressFields control={form.control} register={form.register} setValue={form.setValue} getValues={form.getValues} errors={errors} />
            </Section>
          </Stack>
        </fieldset>
        {viewOnly ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={backToList}>
              {messages.common.back}
            </Button>
          </Group>
        ) : (
          <FormActions saving={save.isPending} onCancel={backToList} disabled={!online} />
        )}
      </Stack>
      <UnsavedChangesGuard when={isDirty && !saved && !viewOnly} />
    </form>
  );
}

function AccessState({
  record,
  isNew,
  viewOnly,
  control,
}: {
  record: PatientRecord | null;
  isNew: boolean;
  viewOnly: boolean;
  control: ReturnType<typeof useForm<FichaValues>>['control'];
}) {
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
    <Controller
      control={control}
      name="status"
      render={({ field, fieldState }) => (
        <Radio.Group
          label={messages.ficha.access}
          withAsterisk={!locked}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          description={noApp ? messages.ficha.accessNoApp : undefined}
        >
          <Group gap="lg" mt={4}>
            <Radio value="Active" label={messages.ficha.accessActive} disabled={locked} ref={field.ref} />
            <Radio value="Inactive" label={messages.ficha.accessInactive} disabled={locked} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
