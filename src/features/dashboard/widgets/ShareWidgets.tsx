import { messages } from '@/messages/screens';
import { formatNumber, formatPercent } from '@/lib/format';
import { useWeeklyReports } from '../api/weeklyReports';
import { useSymptomReports } from '../api/symptoms';
import { useDemands } from '../api/demands';
import { Figure, shareCaption } from '../components/Figure';
import { FigureWidget } from '../components/FigureWidget';

const m = messages.dashboard;

const shareFigure = (data: { Percentage: number; Total: number | null }) => (
  <Figure value={formatPercent(data.Percentage)} caption={shareCaption(data.Total)} />
);

const demandsFigure = (data: { Average: number | null; Total: number }) => (
  <Figure value={m.demandsTotal(formatNumber(data.Total))} caption={data.Average === null ? undefined : m.demandsAverage(formatNumber(data.Average))} />
);

export function WeeklyReportsWidget() {
  return <FigureWidget title={m.widgets.weeklyReports} text={m.detailsText.weeklyReports} query={useWeeklyReports()} figure={shareFigure} />;
}

export function SymptomReportsWidget() {
  return <FigureWidget title={m.widgets.symptoms} text={m.detailsText.symptoms} query={useSymptomReports()} figure={shareFigure} overdueAlerts={{}} />;
}

export function DemandsWidget() {
  return (
    <FigureWidget title={m.widgets.demands} text={m.detailsText.demands} query={useDemands()} figure={demandsFigure} overdueAlerts={{ tab: 'messages' }} />
  );
}
