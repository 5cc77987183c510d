import { Group, Paper, Stack, Text } from '@mantine/core';
import { messages } from '@/messages/catalogue';
import { ageFrom, cidLabel, formatDateTime, formatPhone } from '@/lib/format';

const m = messages.dashboard;

interface Props {
  patient: {
    Name: string;
    Gender?: string | null;
    BirthDate?: string | null;
    Doctor?: { Name: string } | null;
    Phone?: string | null;
    CIDs?: { CIDCode: string }[] | null;
  };
  dateLabel: string;
  date: string;
  extra?: string;
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
            {facts}
          </Text>
          {patient.Doctor && (
            <Text size="sm">
              {m.team}: {patient.Doctor.Name}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end">
          {extra && (
            <Text size="sm" fw={700} c="painel.8">
              {extra}
            </Text>
          )}
          <Text size="sm">{formatPhone(patient.Phone)}</Text>
          <Text size="xs" c="dimmed">
            {dateLabel} {formatDateTime(date)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
