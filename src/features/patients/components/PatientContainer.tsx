import { Stack, Tabs, Title } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { usePatientRecord } from '../api/patientRecord';
import { RECORD_TABS, type RecordTab } from '../tabs';
import { PatientFicha } from './PatientFicha';
import { PatientSummary } from './PatientSummary';

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
            {name === 'ficha' ? (
              <PatientFicha id={id} record={record} />
            ) : (
              <Title order={2} size="h3">
                {messages.patientRecord.tabs[name]}
              </Title>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
