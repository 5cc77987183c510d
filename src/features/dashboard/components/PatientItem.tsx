import { Group, Paper, Stack, Text } from '@mantine/core';
import type { PatientFields } from '@/api/patientRow';
import { messages } from '@/messages/screens';
import { BLANK, ageFrom, cidLabel, formatDateTime, formatPhone } from '@/lib/format';

const m = messages.dashboard;

interface Props {
  patient: PatientFields;
  dateLabel: string;
  date: string | null;
  extra?: string | null;
}

/** One patient of a dashboard list: who, which team, how to reach them, and when. */
export function PatientItem({ patient, dateLabel, date, extra }: Props) {
  const age = ageFrom(patient.BirthDate);
  const facts = [age === null ? null : m.age(age), patient.Gender, cidLabel(patient.CIDs)].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="sm" radius="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={700}>{patient.Name}</Text>
          <Text size="sm" c="dimmed">
            {facts || BLANK}
          </Text>
          <Text size="sm">
            {m.team}: {patient.Doctor ?? BLANK}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          {extra !== undefined && (
            <Text size="sm" fw={700} c="painel.8">
              {extra ?? BLANK}
            </Text>
          )}
          <Text size="sm">{formatPhone(patient.Phone) || BLANK}</Text>
          <Text size="xs" c="dimmed">
            {dateLabel} {formatDateTime(date) || BLANK}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
