import { EVA_LEVELS, TEMPERATURE_CLASSES, alternateLevel, evaLevel, formatTemperature } from '@/lib/intensity';
import { messages } from '@/messages/screens';
import type { Worsening } from './triage/history';
import { waitingParts } from './triage/waiting';

/** Tab counts show '99+' above 99 (spec 01 §9). */
const TAB_COUNT_LIMIT = 99;

export function formatTabCount(n: number): string {
  return n > TAB_COUNT_LIMIT ? `${TAB_COUNT_LIMIT}+` : String(n);
}

/** Every pending alert the API sent, the unreadable ones included: a count never hides one. */
export function pendingCount(list: { items: readonly unknown[]; unreadable: number }): number {
  return list.items.length + list.unreadable;
}

/** 'há 12 min', 'há 3 h', 'há 2 dias' (see triage/waiting.ts for the units). */
export function waitingText(minutes: number): string {
  const texts = messages.alertsPage.waiting;
  if (minutes < 1) return texts.lessThanAMinute;
  const { unit, value } = waitingParts(minutes);
  return texts[unit](value);
}

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * The overdue rule in words, where the overdue alerts are counted: 'Atrasado: esperando há mais de
 * 1 hora' ('90 minutos', '2 horas', '1 dia'). Whole minutes, as `isOverdue` counts them: a limit of
 * 90.5 marks from 91 minutes, which is "more than 90".
 */
export function overdueRuleText(limitMinutes: number): string {
  const texts = messages.alertsPage;
  const minutes = Math.floor(limitMinutes);
  const span =
    minutes > 0 && minutes % DAY === 0
      ? texts.spans.days(minutes / DAY)
      : minutes > 0 && minutes % HOUR === 0
        ? texts.spans.hours(minutes / HOUR)
        : texts.spans.minutes(minutes);
  return texts.overdueRule(span);
}

/**
 * Why an alert says 'Piorou', in the words its card uses for intensities: 'EVA 4 → 8',
 * '37,2 °C → 38,5 °C', 'Moderado → Muito Grave'. When the history kept only the previous alert's
 * class (entries written before the intensity was kept), that class's name stands for it.
 */
export function worseningText(w: Worsening): string {
  const texts = messages.alertsPage;
  if (w.scale === 'eva') {
    return w.from === null ? texts.worsenedReason(EVA_LEVELS[w.fromStep] ?? '', evaLevel(w.to)) : texts.worsenedEva(w.from, w.to);
  }
  if (w.scale === 'fever') {
    const fromClass = TEMPERATURE_CLASSES[w.fromStep];
    const from = w.from !== null ? formatTemperature(w.from) : fromClass ? messages.clinicalEvolution.temperature[fromClass] : '';
    return texts.worsenedReason(from, formatTemperature(w.to));
  }
  return texts.worsenedReason(alternateLevel(w.from ?? w.fromStep + 1), alternateLevel(w.to));
}
