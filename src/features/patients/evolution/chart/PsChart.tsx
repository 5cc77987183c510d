import { ResponsiveLine, type PointTooltipProps } from '@nivo/line';

interface PsPoint {
  ps: number;
  /** The report's date, as the tooltip says it. */
  date: string;
}

export interface PsChartProps {
  points: readonly PsPoint[];
  /** 'PS 0' … 'PS IV'. */
  psLabels: readonly string[];
  /** One colour per level, 0 to 4. */
  colors: readonly string[];
  margin: { top: number; right: number; bottom: number; left: number };
  selected: number | null;
  onChoose: (index: number) => void;
}

type Series = { id: string; data: { x: number; y: number; date: string }[] };

const LEVELS = [0, 1, 2, 3, 4];

/**
 * Performance status over the weekly reports (spec 02 §2, §9). The x scale runs from -0.5 to
 * n - 0.5, so each report sits in the middle of an equal slot: the week buttons under the chart
 * line up with the points at any width.
 */
export default function PsChart({ points, psLabels, colors, margin, selected, onChoose }: PsChartProps) {
  const data: Series[] = [{ id: 'PS', data: points.map((point, index) => ({ x: index, y: point.ps, date: point.date })) }];
  const label = (level: number) => psLabels[level] ?? String(level);
  const Tooltip = ({ point }: PointTooltipProps<Series>) => (
    <div style={{ background: '#fff', border: '1px solid #ced4da', borderRadius: 4, padding: '4px 8px', fontSize: 13 }}>
      {point.data.date}: <strong>{label(point.data.y)}</strong>
    </div>
  );
  return (
    <ResponsiveLine<Series>
      data={data}
      margin={margin}
      // Not 'nice': rounding the domain outwards would move the points off their week buttons.
      xScale={{ type: 'linear', min: -0.5, max: points.length - 0.5, nice: false }}
      yScale={{ type: 'linear', min: 0, max: 4, nice: false }}
      axisBottom={null}
      axisLeft={{ tickValues: LEVELS, tickSize: 0, tickPadding: 8, format: (value: number) => label(value) }}
      enableGridX={false}
      gridYValues={LEVELS}
      colors={['#868e96']}
      lineWidth={2}
      pointSize={14}
      pointColor={({ point }) => colors[point.data.y] ?? '#495057'}
      pointBorderWidth={2}
      pointBorderColor="#ffffff"
      markers={selected === null ? [] : [{ axis: 'x', value: selected, lineStyle: { stroke: '#1c7ed6', strokeWidth: 2, strokeDasharray: '4 4' } }]}
      useMesh
      tooltip={Tooltip}
      onClick={(datum) => {
        if ('indexInSeries' in datum) onChoose(datum.indexInSeries);
      }}
      animate={false}
    />
  );
}
