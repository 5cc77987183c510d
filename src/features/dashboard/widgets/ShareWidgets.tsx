import { Text } from '@mantine/core';
import { messages } from '@/messages/catalogue';
import { formatNumber, formatPercent } from '@/lib/format';
import { useWeeklyReports } from '../api/weekly-reports';
import { useSymptomReports } from '../api/symptoms';
import { useDemands } from '../api/demands';
import { Figure } from '../components/Figure';
import { WidgetCard } from '../components/WidgetCard';

const m = messages.dashboard;

function ShareFigure({ data }: { data: { Percentage: number; Total: number } }) {
  return (
    <Figure value={formatPercent(data.Percentage)} caption={`${m.ofPatients} · ${m.patientsCount(formatNumber(data.Total))}`} />
  );
}

export function WeeklyReportsWidget() {
  const query = useWeeklyReports();
  return (
    <WidgetCard
      title={m.widgets.weeklyReports}
      query={query}
      details={() => (
        <>
          <Text>{m.detailsText.weeklyReports}</Text>
          {query.data && <ShareFigure data={query.data} />}
        </>
      )}
    >
      {(data) => <ShareFigure data={data} />}
    </WidgetCard>
  );
}

export function SymptomReportsWidget() {
  const query = useSymptomReports();
  return (
    <WidgetCard
      title={m.widgets.symptoms}
      query={query}
      details={() => (
        <>
          <Text>{m.detailsText.symptoms}</Text>
          {query.data && <ShareFigure data={query.data} />}
        </>
      )}
    >
      {(data) => <ShareFigure data={data} />}
    </WidgetCard>
  );
}

function DemandsFigure({ data }: { data: { Average: number; Total: number } }) {
  return <Figure value={m.demandsTotal(formatNumber(data.Total))} caption={m.demandsAverage(formatNumber(data.Average))} />;
}

export function DemandsWidget() {
  const query = useDemands();
  return (
    <WidgetCard
      title={m.widgets.demands}
      query={query}
      details={() => (
        <>
          <Text>{m.detailsText.demands}</Text>
          {query.data && <DemandsFigure data={query.data} />}
        </>
      )}
    >
      {(data) => <DemandsFigure data={data} />}
    </WidgetCard>
  );
}
