import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '@/messages/screens';
import { formatPercent } from '@/lib/format';
import { evaLevel, formatTemperature } from '@/lib/intensity';
import { usePainPatients } from '../api/pain';
import { useFeverPatients } from '../api/fever';
import { Figure, shareCaption } from '../components/Figure';
import { PatientItem } from '../components/PatientItem';
import { WidgetCard } from '../components/WidgetCard';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import type { SymptomPatients } from '../schemas';

const m = messages.dashboard;

function Patients({ list, intensity }: { list: SymptomPatients['PatientSymptoms']; intensity: (v: number) => string }) {
  if (list.items.length === 0 && list.unreadable === 0) return <Text c="dimmed">{messages.alerts.emptyList}</Text>;
  return (
    <Stack gap="xs">
      <UnreadableNotice count={list.unreadable} text={messages.unreadable.patients} />
      <Stack component="ul" gap="xs" p={0} m={0}>
        {list.items.map((p, i) => (
          <PatientItem
            key={`${p.Id ?? p.Name}-${i}`}
            patient={p}
            dateLabel={m.reportedAt}
            date={p.DateAndTime}
            extra={p.Intensity === null ? null : intensity(p.Intensity)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function SymptomPatientsWidget({
  title,
  query,
  intensity,
  symptom,
}: {
  title: string;
  query: UseQueryResult<SymptomPatients>;
  intensity: (v: number) => string;
  symptom: string;
}) {
  return (
    <WidgetCard
      title={title}
      query={query}
      overdueAlerts={{ symptom }}
      details={() => query.data && <Patients list={query.data.PatientSymptoms} intensity={intensity} />}
    >
      {(data) => <Figure value={formatPercent(data.Percentage)} caption={shareCaption(data.Total)} />}
    </WidgetCard>
  );
}

export function PainWidget() {
  return (
    <SymptomPatientsWidget title={m.widgets.pain} query={usePainPatients()} intensity={(v) => `${evaLevel(v)} (EVA ${v})`} symptom={m.alertSymptoms.pain} />
  );
}

export function FeverWidget() {
  return <SymptomPatientsWidget title={m.widgets.fever} query={useFeverPatients()} intensity={formatTemperature} symptom={m.alertSymptoms.fever} />;
}
