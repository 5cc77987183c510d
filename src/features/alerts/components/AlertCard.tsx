import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { messages } from '@/messages/screens';
import { BLANK, ageFrom, cidLabel, formatDateTime, formatPhone } from '@/lib/format';
import { intensityLabel } from '@/lib/intensity';
import type { PatientAlert } from '../schemas';
import classes from './AlertCard.module.css';

const text = messages.alertsPage;

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div className={classes.field}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500}>
        {value || BLANK}
      </Text>
    </div>
  );
}

/** The mark of an alert that arrived since the user last looked: white on it is 5.9:1. */
export const NEW_COLOR = '#b23c00';

interface Props {
  alert: PatientAlert;
  href: string;
  /** Arrived since the user last looked at this list. */
  isNew?: boolean;
  onOpen?: () => void;
}

/**
 * One pending alert; the whole card opens the patient's record in the professional app. The link
 * is the patient's name, stretched over the card: its accessible name is short and starts with
 * what it shows, instead of the whole card's text.
 */
export function AlertCard({ alert, href, isNew = false, onOpen }: Props) {
  const age = ageFrom(alert.BirthDate);
  const about = [age === null ? null : text.age(age), alert.Gender].filter(Boolean).join(' · ');
  const symptom = 'Symptom' in alert ? alert : null;
  const label = `${alert.Name}: ${text.openRecord}` + (isNew ? `, ${text.newAlert.toLowerCase()}` : '');
  return (
    <div className={classes.container}>
      <Card withBorder padding="md" className={classes.card} data-new={isNew || undefined}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h4">
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={classes.link} onClick={onOpen}>
                  {alert.Name}
                </a>
              </Title>
              {isNew && (
                <Badge color={NEW_COLOR} variant="filled" size="sm">
                  {text.newAlert}
                </Badge>
              )}
            </Group>
            {about && (
              <Text size="sm" c="dimmed">
                {about}
              </Text>
            )}
          </div>
          {!symptom && (
            <Group gap={6} wrap="nowrap" c="painel.7">
              <IconMessageCircle size={18} aria-hidden />
              <Text size="sm" fw={500}>
                {text.newMessage}
              </Text>
            </Group>
          )}
        </Group>
        <dl className={classes.fields} data-columns={symptom ? 6 : 4}>
          {symptom && <Field label={text.symptom} value={symptom.Symptom?.Name ?? null} />}
          {symptom && <Field label={text.intensity} value={intensityLabel(symptom.Symptom, symptom.Intensity)} />}
          <Field label={text.cid} value={cidLabel(alert.CIDs)} />
          <Field label={text.team} value={alert.Doctor} />
          <Field label={text.phone} value={formatPhone(alert.Phone)} />
          <Field label={text.receivedAt} value={formatDateTime(alert.DateAndTime)} />
        </dl>
      </Card>
    </div>
  );
}
