import { memo } from 'react';
import { Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { messages } from '@/messages/screens';
import { formatPercent } from '@/lib/format';
import type { RowList } from '@/api/list';
import { ChartFigure } from '@/ui/ChartFigure';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { usePerformanceStatus } from '../api/performanceStatus';
import { usePerformanceStatusMonthly } from '../api/monthly';
import { monthlyBarsChart } from '../charts/lazy';
import { MonthRange } from '../components/MonthRange';
import { RangeResult } from '../components/RangeResult';
import { useMonthRange } from '../components/useMonthRange';
import { WidgetCard } from '../components/WidgetCard';
import { psLevels, type PsLevel } from '../schemas';

const m = messages.dashboard;
const psColors = ['#2f9e44', '#74b816', '#f59f00', '#f76707', '#e03131'];

const Levels = memo(function Levels({ entries }: { entries: RowList<{ PS: PsLevel; Percentage: number }> }) {
  const byLevel = new Map(entries.items.map((e) => [e.PS, e.Percentage]));
  return (
    <Stack gap={8}>
      <UnreadableNotice count={entries.unreadable} text={messages.unreadable.items} />
      {psLevels.map((level, i) => {
        const value = byLevel.get(level) ?? 0;
        return (
          <Group key={level} gap="sm" wrap="nowrap">
            <Text size="sm" w={52} fw={600}>
              {m.psLabels[level]}
            </Text>
            <Progress value={value} color={psColors[i]} style={{ flex: 1 }} aria-label={m.psLabels[level]} />
            <Text size="sm" w={56} ta="right">
              {formatPercent(value)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
});

function MonthlyDetails() {
  const range = useMonthRange();
  const query = usePerformanceStatusMonthly(range.query);
  return (
    <Stack gap="md">
      <MonthRange start={range.start} end={range.end} error={range.error} onChange={range.onChange} />
      <RangeResult query={query}>
        {({ items: months, unreadable }) => {
          const labels = psLevels.map((l) => m.psLabels[l]);
          const data = months.map((month) => {
            const row: Record<string, string | number> = { month: month.Month };
            for (const entry of month.PerformanceStatus.items) row[m.psLabels[entry.PS]] = entry.Percentage;
            return row;
          });
          const unreadableEntries = unreadable + months.reduce((sum, month) => sum + month.PerformanceStatus.unreadable, 0);
          return (
            <>
              <UnreadableNotice count={unreadableEntries} text={messages.unreadable.items} />
              <ChartFigure
                label={m.chartAlt(m.widgets.performanceStatusMonthly)}
                tableCaption={m.chartTable(m.widgets.performanceStatusMonthly)}
                columns={[m.chartMonth, ...labels]}
                rows={data.map((row) => [String(row.month), ...labels.map((l) => formatPercent(Number(row[l] ?? 0)))])}
                height={360}
              >
                <monthlyBarsChart.Lazy
                  data={data}
                  keys={labels}
                  indexBy="month"
                  groupMode="stacked"
                  colors={psColors}
                  valueFormat={(v) => formatPercent(v)}
                  fallback={<Skeleton h={360} />}
                />
              </ChartFigure>
            </>
          );
        }}
      </RangeResult>
    </Stack>
  );
}

export function PerformanceStatusWidget() {
  const query = usePerformanceStatus();
  return (
    <WidgetCard title={m.widgets.performanceStatus} query={query} details={() => <MonthlyDetails />} skeletonHeight={140}>
      {(entries) => <Levels entries={entries} />}
    </WidgetCard>
  );
}
