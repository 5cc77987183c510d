import { memo, useId, type ReactNode } from 'react';
import { IconAlarm, IconClockHour4, IconMessageCircle, IconPhone, IconTrendingUp } from '@tabler/icons-react';
import { messages } from '@/messages/screens';
import { BLANK, ageFrom, cidLabel, formatDateTime, formatPhone, phoneHref } from '@/lib/format';
import { intensityLabel } from '@/lib/intensity';
import type { PatientAlert } from '../schemas';
import { alertToken } from '../notify/events';
import classes from './AlertCard.module.css';

const text = messages.alertsPage;

function Field({ label, value, children }: { label: string; value: string | null; children?: ReactNode }) {
  return (
    <div className={classes.field}>
      <dt>{label}</dt>
      {value && children ? (
        <dd className={classes.phone}>
          <span>{value}</span>
          {children}
        </dd>
      ) : (
        <dd>{value || BLANK}</dd>
      )}
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
  /** A class above the patient's last alert of this symptom: why, in words ('EVA 4 → 8'); null when not. */
  worsened?: string | null;
  /** Given the card's alert: one function for every card, so that an unchanged card is not rendered again. */
  onOpen?: (alert: PatientAlert) => void;
}

interface CardTexts {
  about: string;
  symptom: string | null;
  intensity: string | null;
  cid: string;
  phone: string | null;
  phoneHref: string | null;
  receivedAt: string;
}

/**
 * What a card shows of its alert, formatted once per alert object: an order or filter change
 * renders the cards again with the same alerts, and the dates, age and numbers were a good part of
 * a card's render (the bench). A refetch brings new objects, formatted anew.
 */
const formatted = new WeakMap<PatientAlert, CardTexts>();
function cardTexts(alert: PatientAlert): CardTexts {
  const known = formatted.get(alert);
  if (known) return known;
  const age = ageFrom(alert.BirthDate);
  const symptom = 'Symptom' in alert ? alert : null;
  const texts: CardTexts = {
    about: [age === null ? null : text.age(age), alert.Gender].filter(Boolean).join(' · '),
    symptom: symptom ? (symptom.Symptom?.Name ?? null) : null,
    intensity: symptom ? intensityLabel(symptom.Symptom, symptom.Intensity) : null,
    cid: cidLabel(alert.CIDs),
    phone: formatPhone(alert.Phone),
    phoneHref: phoneHref(alert.Phone),
    receivedAt: formatDateTime(alert.DateAndTime),
  };
  formatted.set(alert, texts);
  return texts;
}

/** The new, overdue and worsened marks: words (and an icon), the colour only repeating them. */
function Mark({ kind, icon, label, title }: { kind: 'new' | 'overdue' | 'worsened'; icon?: ReactNode; label: string; title?: string }) {
  return (
    <span className={classes.mark} data-mark={kind} title={title}>
      {icon}
      {label}
    </span>
  );
}

/**
 * One pending alert. The patient's name is the link to their record in the professional app (a
 * new tab); the rest of the card is text to read and select (a double-click selects the phone
 * instead of opening the record twice), and the phone has its `tel:` link beside it for a tablet.
 */
export const AlertCard = memo(function AlertCard({ alert, href, isNew = false, waiting = null, overdue = false, worsened = null, onOpen }: Props) {
  const summaryId = useId();
  const { about, symptom: symptomName, intensity, cid, phone, phoneHref: tel, receivedAt } = cardTexts(alert);
  const symptom = 'Symptom' in alert;
  const label = `${alert.Name}: ${text.openRecord}` + (isNew ? `, ${text.newAlert.toLowerCase()}` : '');
  // What a screen reader says after the name when the keyboard lands on the card.
  const summary = [
    symptom ? [symptomName, intensity].filter(Boolean).join(', ') : text.newMessage,
    waiting,
    overdue ? text.overdue : null,
    worsened ? `${text.worsened}: ${worsened}` : null,
  ]
    .filter(Boolean)
    .join('. ');
  // Plain elements with the module's classes, no Mantine component: every order or filter change
  // renders the cards again, and Mantine's per-component style work was most of it (the bench).
  return (
    // `data-alert`: the card a notification's click lands on (../notify), told by its token, not a name.
    <div className={classes.card} data-new={isNew || undefined} data-alert={alertToken(alert)}>
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
            {isNew && <Mark kind="new" label={text.newAlert} />}
            {overdue && <Mark kind="overdue" icon={<IconAlarm size={14} aria-hidden />} label={text.overdue} />}
            {worsened && (
              <span className={classes.worsened} title={text.worsenedHint}>
                <Mark kind="worsened" icon={<IconTrendingUp size={14} aria-hidden />} label={text.worsened} />
                <span className={classes.reason}>{worsened}</span>
              </span>
            )}
          </div>
          <span id={summaryId} className={classes.hidden}>
            {summary}
          </span>
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
        {symptom && <Field label={text.symptom} value={symptomName} />}
        {symptom && <Field label={text.intensity} value={intensity} />}
        <Field label={text.cid} value={cid} />
        <Field label={text.team} value={alert.Doctor} />
        <Field label={text.phone} value={phone}>
          {tel && (
            // Beside the number, not around it: a double-click selects the number to copy it.
            <a href={tel} className={classes.tel} aria-label={text.callPhone(phone ?? '')} title={text.callPhone(phone ?? '')}>
              <IconPhone size={16} aria-hidden />
            </a>
          )}
        </Field>
        <Field label={text.receivedAt} value={receivedAt} />
      </dl>
    </div>
  );
});
