import { ResponsiveBar } from '@nivo/bar';

export interface MonthlyBarsProps {
  data: Record<string, string | number>[];
  keys: string[];
  indexBy: string;
  groupMode: 'grouped' | 'stacked';
  colors: string[];
  valueFormat?: (value: number) => string;
}

/** Month-by-month bars (performance status shares, new and active patients). */
export default function MonthlyBars({ data, keys, indexBy, groupMode, colors, valueFormat }: MonthlyBarsProps) {
  return (
    <ResponsiveBar
      data={data}
      keys={keys}
      indexBy={indexBy}
      groupMode={groupMode}
      colors={colors}
      margin={{ top: 16, right: 16, bottom: 72, left: 48 }}
      padding={0.3}
      enableLabel={false}
      animate={false}
      valueFormat={valueFormat}
      axisBottom={{ tickSize: 0, tickPadding: 8 }}
      axisLeft={{ tickSize: 0, tickPadding: 6 }}
      legends={[
        {
          dataFrom: 'keys',
          anchor: 'bottom',
          direction: 'row',
          translateY: 64,
          itemWidth: 120,
          itemHeight: 18,
          symbolSize: 12,
        },
      ]}
    />
  );
}
