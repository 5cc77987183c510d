import { useDeferredValue, useEffect, useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTeamOptions } from '@/api/reference/teams';
import { buildAlert, type AlertContent } from '@/messages/alert';
import { messages } from '@/messages/screens';
import { useConnectivity } from '@/offline/useConnectivity';
import { useRequiredSession } from '@/session/useSession';
import { AlertMessage } from '@/ui/AlertMessage';
import { ListError } from '@/ui/list/ListError';
import { LoadingText } from '@/ui/LoadingText';
import { exportPatientRequest } from '../api/exportPatient';
import { useDownload } from '@/ui/download/useDownload';
import { FichaForm } from '../ficha/FichaForm';
import type { PatientRecord } from '../recordSchema';
import { isViewOnly } from '../schemas';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by the Ficha after creating a patient: the record it opens says so once. */
    patientCreated?: 'complete' | 'partial';
    /** What failed after the patient was created, for the partial case. */
    createdPartlyReason?: string;
  }
}

/**
 * The arrival after creating (spec 02 §4, §8), shown once: kept here while the record stays open,
 * and dropped from the history entry (through the router, after rendering) so that a reload or a
 * return to this entry does not show it again.
 */
function useCreatedArrival(id: string | null): AlertContent | null {
  const state = useRouterState({ select: (router) => router.location.state });
  const navigate = useNavigate();
  // Only the record's own Ficha reads it: the adding form, still on screen while the router moves
  // to the new record, must neither take nor drop it.
  const created = id !== null && state.patientCreated !== undefined;
  const [alert] = useState<AlertContent | null>(() => {
    if (!created) return null;
    return state.patientCreated === 'complete'
      ? buildAlert('success', null, messages.success.patientInserted)
      : {
          ...buildAlert('danger', null, messages.ficha.createdPartly(state.createdPartlyReason ?? messages.alerts.danger)),
          color: 'yellow',
        };
  });
  useEffect(() => {
    if (!created) return;
    void navigate({
      to: '.',
      search: true,
      replace: true,
      resetScroll: false,
      state: ({ patientCreated: _created, createdPartlyReason: _reason, ...rest }) => rest,
    });
  }, [created, navigate]);
  return alert;
}

function ExportButton({ id, download }: { id: string; download: ReturnType<typeof useDownload> }) {
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={download.busy}
      onClick={() => download.start(exportPatientRequest(id))}
    >
      {messages.ficha.exportPdf}
    </Button>
  );
}

interface Props {
  id: string | null;
  record: UseQueryResult<PatientRecord | null>;
}

/** The Ficha tab: the form once the record (on edit) and, for a team sent by name, the teams are known. */
export function PatientFicha({ id, record }: Props) {
  const institutionId = useRequiredSession().user.Institution.Id;
  const teams = useTeamOptions();
  const { online } = useConnectivity();
  const arrival = useCreatedArrival(id);
  const download = useDownload();
  // A record that arrives after the screen (not in the cache) builds the form in a transition,
  // which React splits into short tasks: rendered in the answer's own synchronous render, its
  // first sections were one task of about 300 ms at Lighthouse's 4x (decision 0026). A failure
  // shows at once.
  const recordShown = useDeferredValue(record.data !== undefined);

  // Adding asks `POST api/patient/{institutionId}`: without the user's institution, nothing to ask.
  if (id === null) return <FichaForm id={null} record={null} institutionId={institutionId} viewOnly={institutionId === null} />;
  if (record.isPending) return <LoadingText />;
  if (record.isError || !record.data) {
    if (!online) {
      return (
        <Alert color="yellow" variant="light" role="status">
          {messages.ficha.offlineNoRecord}
        </Alert>
      );
    }
    return <ListError error={record.error} stale={false} retrying={record.isFetching} onRetry={() => void record.refetch()} />;
  }
  const data = record.data;
  if (!recordShown || (data.Team && data.Team.Id === null && teams.isPending)) return <LoadingText />;
  return (
    <>
      {download.alert && <AlertMessage alert={download.alert} onClose={download.closeAlert} />}
      <FichaForm
        key={data.Id}
        id={id}
        record={data}
        institutionId={institutionId}
        viewOnly={isViewOnly(data.InstitutionId, institutionId)}
        arrival={arrival}
        exportButton={<ExportButton id={id} download={download} />}
      />
    </>
  );
}
