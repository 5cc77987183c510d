import { messages } from '@/messages/screens';
import { formatNumber } from '@/lib/format';
import { useTotals } from '../api/totals';
import { Figure } from '../components/Figure';
import { FigureWidget } from '../components/FigureWidget';
import classes from '../components/Dashboard.module.css';

const m = messages.dashboard;

const totalsFigure = (data: { Professionals: number; Patients: number }) => (
  <div className={classes.pair}>
    <Figure label={m.widgets.professionals} value={formatNumber(data.Professionals)} />
    <Figure label={m.widgets.patients} value={formatNumber(data.Patients)} />
  </div>
);

export function TotalsWidget() {
  return <FigureWidget title={m.widgets.totals} text={m.detailsText.totals} query={useTotals()} figure={totalsFigure} />;
}
