import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { messages } from '@/messages/catalogue';
import { formatNumber, formatPercent } from '@/lib/format';
import { evaLevel, formatTemperature } from '@/lib/intensity';
import { usePainPatients } from '../api/pain';
import { useFeverPatients } from '../api/fever';
import { Figure } from '../components/Figure';
import { PatientItem } from '../components/PatientItem';
import { WidgetCard } from '../components/WidgetCard';
import type { symptomPatientsSchema } from '../schemas';

const m = messages.dashboard;
type SymptomPatients = z.infer<typeof symptomPatientsSchema>;

function SymptomPatientsWidget({ title, query, intensity }: { title: string; query: UseQueryResult<SymptomPatients>; intensity: (v: number) => string }) {
  return (
    <WidgetCard
      title={title}
      query={query}
      details={() =>
        query.data &&
        (query.data.PatientSymptoms.length === 0 ? (
          <Text c="dimmed">{messages.alerts.emptyList}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0}>
            {query.data.PatientSymptoms.map((p, i) => (
              <PatientItem key={`${p.Id ?? p.Name}-${i}`} patient={p} dateLabel={m.reportedAt} date={p.DateAndTime} extra={intensity(p.Intensity)} />
            ))}
          </Stack>
        ))
      }
    >
      {(data) => <Figure value={formatPercent(data.Percentage)} caption={`${m.ofPatients} · ${m.patientsCount(formatNumber(data.Total))}`} />}
    </WidgetCard>
  );
}

export function PainWidget() {
  return <SymptomPatientsWidget title={m.widgets.pain} query={usePainPatients()} intensity={(v) => `${evaLevel(v)} (EVA ${v})`} />;
}

export function FeverWidget() {
  return <SymptomPatientsWidget title={m.widgets.fever} query={useFeverPatients()} intensity={formatTemperature} />;
}
