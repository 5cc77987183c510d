import { memo, useId, type ReactNode } from 'react';
import { Badge, Card, VisuallyHidden } from '@mantine/core';
import { IconAlarm, IconClockHour4, IconMessageCircle, IconTrendingUp } from '@tabler/icons-react';
import { messages } from '@/messages/screens';
import { BLANK, ageFrom, cidLabel, formatDateTime, formatPhone } from '@/lib/format';
import { intensityLabel } from '@/lib/intensity';
import type { PatientAlert } from '../schemas';
import classes from './AlertCard.module.css';

const text = messages.alertsPage;

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div className={classes.field}>
      <dt>{label}</dt>
      <dd>{value || BLANK}</dd>
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
  /** 'há 12 min'; null when the API sent no readable time. */
  waiting?: string | null;
  /** Waiting longer than `alertsOverdueMinutes`. */
  overdue?: boolean;
  /** A class above the patient's last alert of this symptom. */
  worsened?: boolean;
  /** Given the card's alert: one function for every card, so that an unchanged card is not rendered again. */
  onOpen?: (alert: PatientAlert) => void;
}

/** The overdue and worsened marks: words and an icon, the colour only repeating them. */
function Mark({ color, icon, label, title }: { color: string; icon: ReactNode; label: string; title?: string }) {
  return (
    <Badge color={color} variant="filled" size="sm" leftSection={icon} title={title} styles={{ root: { textTransform: 'none' } }}>
      {label}
    </Badge>
  );
}

/**
 * One pending alert; the whole card opens the patient's record in the professional app. The link
 * is the patient's name, stretched over the card: its accessible name is short and starts with
 * what it shows, instead of the whole card's text.
 */
export const AlertCard = memo(function AlertCard({ alert, href, isNew = false, waiting = null, overdue = false, worsened = false, onOpen }: Props) {
  const summaryId = useId();
  const age = ageFrom(alert.BirthDate);
  const about = [age === null ? null : text.age(age), alert.Gender].filter(Boolean).join(' · ');
  const symptom = 'Symptom' in alert ? alert : null;
  const label = `${alert.Name}: ${text.openRecord}` + (isNew ? `, ${text.newAlert.toLowerCase()}` : '');
  // What a screen reader says after the name when the keyboard lands on the card.
  const summary = [
    symptom ? [symptom.Symptom?.Name, intensityLabel(symptom.Symptom, symptom.Intensity)].filter(Boolean).join(', ') : text.newMessage,
    waiting,
    overdue ? text.overdue : null,
    worsened ? text.worsened : null,
  ].filter(Boolean).join('. ');
  // Plain elements with the module's classes where Mantine adds nothing: every order or filter
  // change renders the cards again, and Mantine's per-component style work was most of it.
  return (
    <div className={classes.container}>
      <Card withBorder padding="md" className={classes.card} data-new={isNew || undefined}>
        <div className={classes.top}>
          <div>
            <div className={classes.title}>
              <h2 className={classes.name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  aria-describedby={summaryId}
                  className={classes.link}
                  onClick={() => onOpen?.(alert)}
                >
                  {alert.Name}
                </a>
              </h2>
              {isNew && (
                <Badge color={NEW_COLOR} variant="filled" size="sm">
                  {text.newAlert}
                </Badge>
              )}
              {overdue && <Mark color="red.9" icon={<IconAlarm size={14} aria-hidden />} label={text.overdue} />}
              {worsened && <Mark color="orange.9" icon={<IconTrendingUp size={14} aria-hidden />} label={text.worsened} title={text.worsenedHint} />}
            </div>
            <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
            {about && <p className={classes.about}>{about}</p>}
          </div>
          <div className={classes.side}>
            {waiting && (
              <span className={classes.waiting} data-overdue={overdue || undefined}>
                <IconClockHour4 size={16} aria-hidden />
                {waiting}
              </span>
            )}
            {!symptom && (
              <span className={classes.message}>
                <IconMessageCircle size={18} aria-hidden />
                {text.newMessage}
              </span>
            )}
          </div>
        </div>
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
});
