import { messages as shell } from '@/messages/catalogue';
import { messages } from '@/messages/screens';
import { alternateLevel, formatTemperature, isFever } from '@/lib/intensity';
import { digest } from '@/lib/digest';
import { NOTIFICATION_TAG_PREFIX as TAG_PREFIX, type ConsoleNotification } from '@/offline/systemNotifications';
import { worseningText } from '../format';
import type { SevereEvent } from './events';

const text = messages.alertNotifications;
/** The most symptoms a notification of several lists; the count says the rest. */
const LISTED = 3;

/** 'Dor, EVA 9', 'Febre, 38,5 °C', 'Náusea, Muito Grave': the symptom and its class, no patient. */
function about(event: SevereEvent): string {
  if (event.list === 'messages' || !('Symptom' in event.alert)) return text.messageAbout;
  const symptom = event.alert.Symptom;
  const name = symptom?.Name?.trim() || text.unnamedSymptom;
  if (event.kind === 'worsened' && event.worsened) return `${name}, ${worseningText(event.worsened)}`;
  const value = event.intensity;
  if (value === null || !symptom) return name;
  if (isFever(symptom)) return `${name}, ${formatTemperature(value)}`;
  if (symptom.IsEva === true) return `${name}, EVA ${value}`;
  if (symptom.IsEva === false) return `${name}, ${alternateLevel(value)}`;
  return name;
}

function title(event: SevereEvent): string {
  switch (event.kind) {
    case 'topClass':
      return text.newSevere(about(event));
    case 'worsened':
      return text.worsened(about(event));
    case 'overdue':
      return text.overdue(about(event));
    case 'message':
      return text.newMessage;
  }
}

/** One notification for one event; a second event of the same alert (turning 'Atrasado') is another. */
function tagOf(event: SevereEvent): string {
  return `${TAG_PREFIX}${event.token}|${event.kind === 'overdue' ? 'overdue' : 'new'}`;
}

/**
 * The one notification for what one answer brought (docs/decisions/0029-severe-alert-notifications.md).
 * Several events make one, tagged by what they are, so that a second tab or a second look at the
 * same answer replaces it instead of adding another. Names only with `showNames`; locked, nothing
 * but 'Novo alerta grave no Painel'.
 */
export function notificationFor(events: readonly SevereEvent[], options: { locked: boolean; showNames: boolean }): ConsoleNotification | null {
  const first = events[0];
  if (!first) return null;
  const tags = events.map(tagOf);
  const tag = events.length === 1 ? (tags[0] ?? '') : `${TAG_PREFIX}group|${digest([...tags].sort().join(' '))}`;
  const target = { tag, alert: first.token, tab: first.list };
  if (options.locked) return { ...target, title: shell.lock.notification };
  if (events.length === 1) return { ...target, title: title(first), ...(options.showNames ? { body: first.alert.Name } : {}) };
  const listed = events.slice(0, LISTED).map((event) => (options.showNames ? `${event.alert.Name}: ${about(event)}` : about(event)));
  return { ...target, title: text.several(events.length), body: listed.join('; ') + (events.length > LISTED ? '; …' : '') };
}
