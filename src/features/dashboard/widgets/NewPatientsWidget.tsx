import { useState } from 'react';
import { SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { messages } from '@/messages/screens';
import { formatNumber } from '@/lib/format';
import { ChartFigure } from '@/ui/ChartFigure';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { useNewPatientsCount, useNewPatientsList, type NewPatientsPeriod } from '../api/newPatients';
import { useNewPatientsMonthly } from '../api/monthly';
import { monthlyBarsChart } from '../charts/lazy';
import { Figure } from '../components/Figure';
import { InfiniteList } from '../components/InfiniteList';
import { MonthRange } from '../components/MonthRange';
import { PatientItem } from '../components/PatientItem';
import { RangeResult } from '../components/RangeResult';
import { useMonthRange } from '../components/useMonthRange';
import { WidgetCard } from '../components/WidgetCard';

const m = messages.dashboard;
const MAX_RANGE_MONTHS = 6;

function PatientList() {
  const [days, setDays] = useState<NewPatientsPeriod>(0);
  const query = useNewPatientsList(days);
  const patients = query.data?.pages.flatMap((p) => p.Data.items) ?? [];
  const unreadable = query.data?.pages.reduce((sum, p) => sum + p.Data.unreadable, 0) ?? 0;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={m.periodLabel}
        value={String(days)}
        onChange={(v) => setDays(Number(v) as NewPatientsPeriod)}
        data={[
          { value: '0', label: m.periods.all },
          { value: '7', label: m.periods.last7 },
          { value: '30', label: m.periods.last30 },
        ]}
      />
      {query.isPending && query.fetchStatus === 'paused' ? (
        <Text c="dimmed">{messages.offline.noCachedData}</Text>
      ) : query.isPending ? (
        <Skeleton h={200} />
      ) : query.isError && patients.length === 0 ? (
        <Text c="red.8" role="alert">
          {messages.widget.loadFailure}
        </Text>
      ) : patients.length === 0 && unreadable === 0 ? (
        <Text c="dimmed">{messages.alerts.emptyList}</Text>
      ) : (
        <>
          <UnreadableNotice count={unreadable} text={messages.unreadable.patients} />
          <InfiniteList
            label={m.widgets.newPatients}
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={() => void query.fetchNextPage()}
            reachedEnd={!query.hasNextPage}
            itemCount={patients.length}
          >
            {patients.map((p, i) => (
              <PatientItem key={`${p.Id ?? p.Name}-${i}`} patient={p} dateLabel={m.createdAt} date={p.CreatedAt} />
            ))}
          </InfiniteList>
        </>
      )}
    </Stack>
  );
}

function MonthlyChart() {
  const range = useMonthRange({ maxMonths: MAX_RANGE_MONTHS });
  const query = useNewPatientsMonthly(range.query);
  const keys = [m.chartActivePatients, m.chartTotalPatients];
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {m.widgets.newPatientsMonthly}
      </Title>
      <MonthRange start={range.start} end={range.end} error={range.error} onChange={range.onChange} />
      <RangeResult query={query}>
        {({ items: months, unreadable: unreadableMonths }) => {
          const data = months.map((e) => ({ month: e.Month, [keys[0]!]: e.ActivePatients, [keys[1]!]: e.TotalPatients }));
          return (
            <>
              <UnreadableNotice count={unreadableMonths} text={messages.unreadable.items} />
              <ChartFigure
                label={m.chartAlt(m.widgets.newPatientsMonthly)}
                tableCaption={m.chartTable(m.widgets.newPatientsMonthly)}
                columns={[m.chartMonth, ...keys]}
                rows={months.map((e) => [e.Month, formatNumber(e.ActivePatients), formatNumber(e.TotalPatients)])}
                height={320}
              >
                <monthlyBarsChart.Lazy
                  data={data}
                  keys={keys}
                  indexBy="month"
                  groupMode="grouped"
                  colors={['#3d8fd1', '#1c5b8f']}
                  fallback={<Skeleton h={320} />}
                />
              </ChartFigure>
            </>
          );
        }}
      </RangeResult>
    </Stack>
  );
}

export function NewPatientsWidget() {
  const query = useNewPatientsCount();
  return (
    <WidgetCard
      title={m.widgets.newPatients}
      query={query}
      details={() => (
        <Stack gap="xl">
          <PatientList />
          <MonthlyChart />
        </Stack>
      )}
    >
      {(count) => <Figure value={formatNumber(count)} caption={m.last21DaysCount} />}
    </WidgetCard>
  );
}
