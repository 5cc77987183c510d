import { Avatar, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { apiBaseUrl } from '@/api/clientSetup';
import { isApiError } from '@/api/errors';
import { ageFrom, BLANK, cidLabel, formatNumber } from '@/lib/format';
import { buildAlert } from '@/messages/alert';
import { messages } from '@/messages/screens';
import { AlertMessage } from '@/ui/AlertMessage';
import { usePainReadings } from '../evolution/api/painReadings';
import { painAt } from '../evolution/schemas';
import type { PatientRecord } from '../recordSchema';

/**
 * The default avatar's text: the first letters of the first and the last name ('Maria de Fátima
 * Souza': 'MS'): neutral, where a stock face would give the patient a sex, or the wrong one.
 */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toLocaleUpperCase('pt-BR');
}

const SHORT_GENDER: Record<string, string> = {
  Masculino: messages.patientRecord.male,
  Feminino: messages.patientRecord.female,
};

/**
 * The patient's photo, where it may come from: an image sent inline, an `https:` address, or the
 * API's own origin (a relative address is read under the API's base). Anything else, a plain
 * `http:` host above all, is not shown: a photo is loaded as the record opens, and from any host
 * it would tell that host who opened which patient.
 */
export function photoUrl(photo: string | null, apiBase: string): string | null {
  if (!photo) return null;
  if (/^data:image\/(png|jpe?g|webp|gif);base64,/i.test(photo)) return photo;
  let url: URL;
  try {
    url = new URL(photo, apiBase);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.origin === new URL(apiBase).origin ? url.href : null;
}

/**
 * 'EVA n': the record's own pain field where a server sends one (the spec defines none), else the
 * latest reading of `GET api/clinicalevolution/pain/patient/{id}` (spec 02 §7), asked once per
 * record and shared with the Evolução clínica tab. '—' only when there is no reading to show.
 */
function PainLevel({ record }: { record: PatientRecord }) {
  const own = record.PainLevel;
  const readings = usePainReadings(record.Id, own === null);
  const level = own ?? (readings.data ? (painAt(readings.data.items)?.eva ?? null) : null);
  return (
    <Skeleton visible={own === null && readings.isPending} width="auto">
      <Text size="sm" fw={600}>
        {messages.patientRecord.eva(level === null ? BLANK : formatNumber(level))}
      </Text>
    </Skeleton>
  );
}

/** 'Label: value', the value '—' when missing. */
function Labelled({ label, value }: { label: string; value: string | null }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value || BLANK}
    </Text>
  );
}

interface Props {
  record: PatientRecord | null | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * The record's summary card (spec 02 §2): photo or the name's initials, name, Masc/Fem and age,
 * diagnostic, CID, 'EVA n' and the attendance street. An error the server did not explain shows
 * 'Ocorreu um erro desconhecido.' (§8), as the alert helper's alert: it comes into view.
 */
export function PatientSummary({ record, error, loading }: Props) {
  if (loading) return <Skeleton h={96} radius="md" aria-hidden />;
  if (!record) {
    return <AlertMessage alert={buildAlert('danger', isApiError(error) ? error.toAlertInput() : null, messages.alerts.unknownPatientSummary)} />;
  }
  const age = ageFrom(record.BirthDate);
  const details = [record.Gender ? (SHORT_GENDER[record.Gender] ?? record.Gender) : null, age === null ? null : messages.patients.age(age)]
    .filter(Boolean)
    .join(', ');
  const enabledCids = record.CIDs.filter((cid) => cid.IsEnable).map((cid) => ({ CIDCode: cid.CIDCode ?? BLANK }));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={messages.patientRecord.summaryLabel}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        {/* Decorative: the name is written beside it. Without a usable photo, the initials in a neutral circle. */}
        <Avatar src={photoUrl(record.Photo, apiBaseUrl())} alt="" size={72} color="gray.7" variant="filled" aria-hidden>
          {initialsOf(record.Name) || null}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg">
            {record.Name}
          </Text>
          <Text size="sm">{details || BLANK}</Text>
          <Group gap="lg" wrap="wrap">
            <Labelled label={messages.patientRecord.diagnostic} value={record.Diagnostic} />
            <Labelled label={messages.patientRecord.cid} value={cidLabel(enabledCids)} />
            <PainLevel record={record} />
          </Group>
          <Labelled label={messages.patientRecord.attendance} value={record.AttendanceStreet} />
        </Stack>
      </Group>
    </Card>
  );
}
