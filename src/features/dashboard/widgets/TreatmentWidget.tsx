import { memo, useEffect } from 'react';
import { Alert, ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core';
import { messages } from '@/messages/screens';
import { formatNumber, formatPercent } from '@/lib/format';
import type { RowList } from '@/api/list';
import { ChartFigure } from '@/ui/ChartFigure';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { useTreatments } from '../api/treatments';
import { doughnutChart } from '../charts/lazy';
import { WidgetCard } from '../components/WidgetCard';
import classes from '../components/Dashboard.module.css';
import { TREATMENT_COLORS, groupTreatments, type TreatmentSlice } from '../treatment';
import type { TreatmentEntry } from '../schemas';

const m = messages.dashboard;

const TreatmentChart = memo(function TreatmentChart({ entries, height }: { entries: RowList<TreatmentEntry>; height: number }) {
  const slices = groupTreatments(entries.items);
  const notice = <UnreadableNotice count={entries.unreadable} text={messages.unreadable.items} />;
  if (slices.length === 0) {
    return (
      <Stack gap="sm">
        {notice}
        <Alert color="yellow" variant="light">
          {messages.alerts.emptyList}
        </Alert>
      </Stack>
    );
  }
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const share = (s: TreatmentSlice) => formatPercent((s.value / total) * 100);
  return (
    <Stack gap="sm">
      {notice}
      <div className={classes.chartAndLegend}>
        <ChartFigure
          label={m.chartAlt(m.widgets.treatment)}
          tableCaption={m.chartTable(m.widgets.treatment)}
          columns={[m.widgets.treatment, m.widgets.patients, m.percentageColumn]}
          rows={slices.map((s) => [s.label, formatNumber(s.value), share(s)])}
          height={height}
        >
          <doughnutChart.Lazy slices={slices} colors={TREATMENT_COLORS} fallback={<Skeleton circle h={height} w={height} />} />
        </ChartFigure>
        <Stack gap={6} justify="center" aria-hidden>
          {slices.map((s, i) => (
            <Group key={s.id} gap="xs" wrap="nowrap">
              <ColorSwatch color={TREATMENT_COLORS[i] ?? '#999'} size={12} />
              <Text size="sm" style={{ flex: 1 }}>
                {s.label}
              </Text>
              <Text size="sm" fw={600}>
                {formatNumber(s.value)} · {share(s)}
              </Text>
            </Group>
          ))}
        </Stack>
      </div>
    </Stack>
  );
});

export function TreatmentWidget() {
  const query = useTreatments();
  // The doughnut's code (nivo, 70 kB gzip) is fetched once the dashboard has painted, while the
  // calls are still in flight: before that it would share the bandwidth with the screen's own code
  // and push the first paint back. If it is gone (a deploy), the chart itself says so; here the
  // failure is only not to go unhandled.
  useEffect(() => {
    doughnutChart.preload().catch(() => undefined);
  }, []);
  return (
    <WidgetCard
      title={m.widgets.treatment}
      query={query}
      skeletonHeight={160}
      details={() => (query.data ? <TreatmentChart entries={query.data} height={360} /> : null)}
    >
      {(entries) => <TreatmentChart entries={entries} height={160} />}
    </WidgetCard>
  );
}
