/**
 * How a record reads on its card: its dates and the truncation of its notes (spec 02 §9).
 */
import { formatCalendarDay } from '@/lib/format';
import { messages } from '@/messages/screens';

/** A record's day (a calendar day: see schemas.ts) as DD/MM/YYYY, '—' when missing. */
export const formatDay = formatCalendarDay;

/** A record as its buttons and dialogs name it: 'Cirurgia de 10/03/2024'. */
export function describeRecord(typeName: string | null, initialDate: string | null): string {
  return messages.historyRecords.describe(typeName ?? messages.historyRecords.untyped, initialDate ? formatDay(initialDate) : null);
}

/**
 * Spec 02 §9, "History card description: truncated at 350 characters (extended) or 120 when longer
 * than 145", read as three levels:
 * - notes of up to 145 characters are shown whole: cutting 25 characters hides nothing worth a click;
 * - longer notes start collapsed at their first 120 characters and '…', with 'Ver mais';
 * - extended ('Ver menos' goes back), the card shows up to 350 characters, so that a card never grows
 *   past about a paragraph in a list of ten; notes longer than that end in '…' there, and a button
 *   opens them whole in a dialog. Nothing the clinician wrote is out of reach.
 * Characters are counted as code points, so an emoji or a combined letter is never split in two.
 */
const COLLAPSE_OVER = 145;
const COLLAPSED_LENGTH = 120;
const EXTENDED_LENGTH = 350;

export type NotesLevel = 'whole' | 'collapsed' | 'extended';

export interface NotesExcerpt {
  text: string;
  /** Whether the text shown is cut (then it ends in '…'). */
  cut: boolean;
}

export function isLongNote(notes: string): boolean {
  return Array.from(notes).length > COLLAPSE_OVER;
}

export function notesExcerpt(notes: string, level: NotesLevel): NotesExcerpt {
  const chars = Array.from(notes);
  const limit = level === 'whole' || !isLongNote(notes) ? Infinity : level === 'collapsed' ? COLLAPSED_LENGTH : EXTENDED_LENGTH;
  if (chars.length <= limit) return { text: notes, cut: false };
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, cut: true };
}
