import { useRef, useState, type ReactNode } from 'react';
import { RenderedLater } from '@/ui/useRenderedLater';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { useTeamOptions } from '@/api/reference/teams';
import { buildAlert, type AlertContent } from '@/messages/alert';
import { messages } from '@/messages/screens';
import { useConnectivity } from '@/offline/useConnectivity';
import { FormActions } from '@/ui/form/FormActions';
import type { FieldBinding } from '@/ui/form/serverErrors';
import { useFormSave } from '@/ui/form/useFormSave';
import { lastListSearch } from '@/ui/list/lastListSearch';
import { patientRecordQueryOptions } from '../api/patientRecord';
import { useSavePatient } from '../api/savePatient';
import { PATIENTS_LIST, type PatientListQuery } from '../listQuery';
import type { PatientRecord } from '../recordSchema';
import { AddressFields } from './AddressFields';
import { CidSection } from './CidSection';
import { ClinicalSection } from './ClinicalSection';
import { DataSection } from './DataSection';
import { EMPTY_DRAFT, fichaSchema, startingValues, type CidRow, type FichaValues } from './form';
import type { RecordBase } from './payloads';
import { LifeSection } from './LifeSection';
import { Section } from './Section';

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

interface Props {
  id: string | null;
  record: PatientRecord | null;
  /** The user's; null when the sign-in did not say it (then viewOnly, with its own notice). */
  institutionId: number | string | null;
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
  const save = useSavePatient(id, institutionId);
  // Built once: the form reads its defaults and rules at mount, not on every keystroke's render.
  const [setup] = useState(() => ({
    values: startingValues(record),
    resolver: zodResolver(fichaSchema({ lifeStatus: (record?.LifeStatusUnreadable ?? null) !== null })),
  }));
  const savedCids = useRef<CidRow[]>(setup.values.cids);
  // What a save overlays: the record as received and the values it started the form with.
  const base = useRef<RecordBase>({ raw: record?.raw ?? null, start: record ? setup.values : null });
  const teams = useTeamOptions();
  const teamNameOf = (teamId: string) => teams.data?.items.find((team) => team.Id === teamId)?.Name ?? null;
  const form = useForm<FichaValues>({ resolver: setup.resolver, defaultValues: setup.values });
  const saving = useFormSave(form, { draft: `ficha:${id ?? 'nova'}`, fields: bindings, editable: !viewOnly, arrival });

  const backToList = () =>
    void navigate({
      to: '/pacientes',
      // The text comes back from the list's memory, never through the address.
      search: { ...lastListSearch<PatientListQuery>(PATIENTS_LIST), search: '' },
      state: { patientsSearchKept: true },
    });

  const onValid = (values: FichaValues) =>
    saving.run(async () => {
      const result = await save.mutateAsync({
        values,
        savedCids: savedCids.current,
        base: { ...base.current, teamName: teamNameOf(values.teamId) },
      });
      if (result.created) {
        const reason = result.failed === null ? null : isApiError(result.failed) ? result.failed.message : messages.alerts.danger;
        saving.leave(
          () =>
            void navigate({
              to: '/pacientes/editar/$tab/$id',
              params: { tab: 'ficha', id: result.id },
              state: {
                patientCreated: reason === null ? 'complete' : 'partial',
                createdPartlyReason: reason ?? undefined,
              },
            }),
        );
        return;
      }
      savedCids.current = result.savedCids;
      if (result.failed !== null) {
        saving.fail(result.failed);
        return;
      }
      saving.setAlert(buildAlert('edit'));
      // The form starts again from what the server now has (the summary card follows it too).
      const fresh = await queryClient.fetchQuery(patientRecordQueryOptions(result.id)).catch(() => null);
      const next = fresh ? startingValues(fresh) : { ...values, cidDraft: EMPTY_DRAFT };
      if (fresh) savedCids.current = next.cids;
      base.current = { raw: fresh?.raw ?? result.sent, start: next };
      form.reset(next);
    });

  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid, () => saving.setAlert(null))(event)} noValidate aria-label={messages.ficha.label}>
      <Stack gap="md">
        {saving.alert}
        {viewOnly && (
          <Alert color="blue" variant="light">
            {institutionId === null ? messages.ficha.noInstitution : messages.ficha.viewOnly}
          </Alert>
        )}
        {!online && !viewOnly && (
          <Alert color="yellow" variant="light" role="status">
            {messages.ficha.offline}
          </Alert>
        )}
        {exportButton && <Group justify="flex-end">{exportButton}</Group>}
        <fieldset disabled={viewOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <LifeSection form={form} record={record} isNew={id === null} viewOnly={viewOnly} />
            <DataSection form={form} record={record} />
            {/* The first two sections render with the screen; the rest, below the fold, one section
                per later commit, each in a render React splits into short tasks: rendered at once,
                the whole form was one task of about 600 ms at 4x CPU slowdown (decision 0026). */}
            <RenderedLater>
              <CidSection form={form} unreadable={record?.unreadableCids ?? 0} disabled={viewOnly} />
              <RenderedLater>
                <ClinicalSection form={form} />
                <RenderedLater>
                  <Section title={messages.ficha.addressSection}>
                    <AddressFields control={form.control} register={form.register} setValue={form.setValue} getValues={form.getValues} />
                  </Section>
                </RenderedLater>
              </RenderedLater>
            </RenderedLater>
          </Stack>
        </fieldset>
        <RenderedLater>
          {viewOnly ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={backToList}>
                {messages.common.back}
              </Button>
            </Group>
          ) : (
            <FormActions saving={save.isPending} onCancel={backToList} disabled={!online} />
          )}
        </RenderedLater>
      </Stack>
      {saving.guard}
    </form>
  );
}
