import { useState } from 'react';
import { Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/messages/screens';
import { LoadingText } from '@/ui/LoadingText';
import { ListError } from '@/ui/list/ListError';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { exportWeeklyReportsRequest } from '../api/exportWeeklyReports';
import { usePainReadings } from '../api/painReadings';
import { useWeeklyReports } from '../api/weeklyReports';
import { SectionFrame } from './SectionFrame';
import { WeekDetail } from './WeekDetail';
import { WeeklyChart } from './WeeklyChart';

const m = messages.clinicalEvolution;

/** The weekly reports (spec 02 §2): the PS chart, and the detail of the week the user chooses. */
export function WeeklySection({ patientId }: { patientId: string }) {
  const query = useWeeklyReports(patientId);
  // Asked with the reports, so the chosen week's pain is there when the panel opens.
  const pain = usePainReadings(patientId);
  const [selected, setSelected] = useState<number | null>(null);
  const reports = query.data?.items ?? [];
  const report = selected === null ? undefined : reports[selected];

  return (
    <SectionFrame title={m.weeklyTitle} exportLabel={m.exportWeekly} exportRequest={exportWeeklyReportsRequest(patientId)}>
      {query.isPending && <LoadingText />}
      {query.isError && <ListError error={query.error} stale={query.data !== undefined} retrying={query.isFetching} onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <UnreadableNotice count={query.data.unreadable} text={m.unreadableReports} />
          {reports.length === 0 ? (
            // Reports that came but could not be read are not 'no reports': the notice above says so.
            query.data.unreadable === 0 && <Text c="dimmed">{m.noWeeklyReports}</Text>
          ) : (
            <>
              <WeeklyChart reports={reports} selected={selected} onChoose={setSelected} />
              {/* Says which week opened, without reading the whole panel out at each choice. */}
              <VisuallyHidden role="status">{report ? m.detailTitle(formatDateTime(report.at)) : ''}</VisuallyHidden>
              {report ? <WeekDetail report={report} pain={pain} /> : <Text c="dimmed">{m.chooseWeek}</Text>}
            </>
          )}
        </>
      )}
    </SectionFrame>
  );
}
