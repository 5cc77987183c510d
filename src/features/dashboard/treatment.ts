import { messages } from '@/messages/screens';
import type { TreatmentEntry } from './schemas';

export const TREATMENT_COLORS = ['#1c5b8f', '#3d8fd1', '#7fb8e6', '#b9d7ef'];

const SEPARATE_LINES = ['1° Linha', '2° Linha', '3° Linha'] as const;

/**
 * The line's number, whatever ordinal sign a server writes after it: the degree sign (the spec's
 * '1° Linha'), the ordinal indicator 'º' that Portuguese writes, a letter 'o', or none;
 * any case and spacing. '10° Linha' is not '1° Linha'.
 */
const LINE_NUMBER = /^\s*([123])\s*[°ºo]?\s*linha\s*$/i;

/** The spec's label for lines 1, 2 and 3 however written; null for every other line. */
function separateLine(line: string): (typeof SEPARATE_LINES)[number] | null {
  const number = LINE_NUMBER.exec(line)?.[1];
  return number ? (SEPARATE_LINES[Number(number) - 1] ?? null) : null;
}

export interface TreatmentSlice {
  id: string;
  label: string;
  value: number;
}

/** Lines 1°, 2° and 3° apart, every other line grouped as 'Outros'; empty slices dropped. */
export function groupTreatments(entries: readonly TreatmentEntry[]): TreatmentSlice[] {
  const totals = new Map<string, number>();
  for (const entry of entries) {
    const key = separateLine(entry.Line) ?? messages.dashboard.otherLines;
    totals.set(key, (totals.get(key) ?? 0) + entry.Total);
  }
  const order = [...SEPARATE_LINES, messages.dashboard.otherLines];
  return order.map((id) => ({ id, label: id, value: totals.get(id) ?? 0 })).filter((slice) => slice.value > 0);
}
