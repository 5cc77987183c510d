import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { usePatientRecord } from '../api/patientRecord';
import { RECORD_TABS, type RecordTab, type RecordTabProps } from '../tabs';
import { isViewOnly } from '../schemas';
import { useRequiredSession } from '@/session/useSession';
import { LoadingText } from '@/ui/LoadingText';
import { lazyModule } from '@/ui/lazyModule';
import { PatientFicha } from './PatientFicha';
import { PatientSummary } from './PatientSummary';

// Each tab's code (the chart's nivo among it) loads when the tab is first opened.
const tabModules: Record<Exclude<RecordTab, 'ficha'>, ReturnType<typeof lazyModule<RecordTabProps>>> = {
  registros: lazyModule(() => import('../records/RecordsTab')),
  evolucao_clinica: lazyModule(() => import('../evolution/EvolutionTab')),
  conversas_encerradas: lazyModule(() => import('../chats/ClosedChatsTab')),
  anexos: lazyModule(() => import('../attachments/AttachmentsTab')),
};

function OtherTab({ tab, ...props }: RecordTabProps & { tab: Exclude<RecordTab, 'ficha'> }): ReactNode {
  const part = tabModules[tab];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {messages.patientRecord.tabs[tab]}
      </Title>
      <part.Lazy {...props} fallback={<LoadingText />} />
    </Stack>
  );
}

interface Props {
  tab: RecordTab;
  /** Null while adding. */
  id: string | null;
}

/**
 * Adicionar / Editar Paciente (spec 02 §2): the summary card on edit, and the record's tabs as
 * routes (the URL names the tab). While adding, every tab but Ficha is disabled.
 */
export function PatientContainer({ tab, id }: Props) {
  const navigate = useNavigate();
  const record = usePatientRecord(id);
  const institutionId = useRequiredSession().user.Institution.Id;
  // Until the record says whose patient this is, nothing may be changed.
  const viewOnly = record.data ? isViewOnly(record.data.InstitutionId, institutionId) : true;
  if (id !== null && record.isSuccess && record.data === null) {
    return <Navigate to="/pacientes" search={{ message: 'patientNotFound' }} replace />;
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {id === null ? messages.patientRecord.addTitle : messages.patientRecord.editTitle}
      </Title>
      {id !== null && <PatientSummary record={record.data} error={record.error} loading={record.isPending} />}
      <Tabs
        value={tab}
        onChange={(next) => {
          if (id !== null && next && next !== tab) {
            void navigate({
              to: '/pacientes/editar/$tab/$id',
              params: { tab: next as RecordTab, id },
            });
          }
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {RECORD_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} disabled={id === null && name !== 'ficha'}>
              {messages.patientRecord.tabs[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {RECORD_TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            {name === 'ficha' ? <PatientFicha id={id} record={record} /> : id !== null && <OtherTab tab={name} patientId={id} viewOnly={viewOnly} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
