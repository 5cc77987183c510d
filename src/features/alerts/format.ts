import { messages } from '@/messages/screens';
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
