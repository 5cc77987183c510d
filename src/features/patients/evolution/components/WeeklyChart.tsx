import { Box, Skeleton } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/messages/screens';
import { ChartFigure } from '@/ui/ChartFigure';
import { psChart } from '../chart/lazy';
import { formatDay, PS_COLORS, PS_LABELS, psLabel } from '../display';
import type { WeeklyReport } from '../schemas';
import { useScrolledToEnd } from './useScrolledToEnd';
import { WeekButtons } from './WeekButtons';

const m = messages.clinicalEvolution;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 12, left: 64 };
/** Spec 02 §9: 80 px per point when there are more than 6 points. */
const SLOT_PX = 80;
const FULL_WIDTH_UP_TO = 6;

interface Props {
  reports: readonly WeeklyReport[];
  selected: number | null;
  onChoose: (index: number) => void;
}

/**
 * The PS chart with its table of points (for screen readers) and its week buttons, in a box that
 * scrolls sideways when the weeks do not fit. Up to 6 weeks fill the width (never under 80 px a
 * week, so a phone scrolls rather than crowds them); more take exactly 80 px each. It opens on the
 * latest weeks, at every width: what a clinician reads first is how the patient is now.
 */
export function WeeklyChart({ reports, selected, onChoose }: Props) {
  const span = reports.length * SLOT_PX + MARGIN.left + MARGIN.right;
  const scroller = useScrolledToEnd<HTMLDivElement>();
  return (
    // Keyboard users scroll it too: it is focusable and named (WCAG 2.1.1).
    <Box ref={scroller} role="region" aria-label={m.chartScroll} tabIndex={0} style={{ overflowX: 'auto' }} pb="xs">
      <div style={{ width: reports.length > FULL_WIDTH_UP_TO ? span : '100%', minWidth: span }}>
        <ChartFigure
          label={m.chartLabel}
          tableCaption={m.chartTable}
          columns={[m.columnDate, m.columnPs]}
          rows={reports.map((report) => [formatDateTime(report.at), psLabel(report.ps)])}
          height={HEIGHT}
        >
          <psChart.Lazy
            points={reports.map((report) => ({ ps: report.ps, date: formatDay(report.at) }))}
            psLabels={PS_LABELS}
            colors={PS_COLORS}
            margin={MARGIN}
            selected={selected}
            onChoose={onChoose}
            fallback={<Skeleton h={HEIGHT} />}
          />
        </ChartFigure>
        <WeekButtons reports={reports} selected={selected} onChoose={onChoose} inset={MARGIN} />
      </div>
    </Box>
  );
}
