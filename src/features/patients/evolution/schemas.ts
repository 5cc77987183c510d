/**
 * The weekly reports and pain readings of Evolução Clínica (spec 02 §3, §7), read tolerantly
 * (decision 0001). A report needs its instant and its PS: a point without either cannot
 * be drawn. A pain reading needs its instant and its EVA value, 0 to 10.
 */
import * as z from 'zod/mini';
import type { core } from 'zod/mini';
import { listOf, type RowList } from '@/api/list';
import { field, readNumber, readText } from '@/api/read';
import { readInstant } from '@/api/readDates';
import { readPs } from '../recordSchema';
import { qolItemOf, readRating, type QolItem, type QolRating } from './qualityOfLife';

/** Marks a row unreadable for want of `key` (the log names the field, never its value). */
export function missing(ctx: core.ParsePayload, key: string, input: unknown): void {
  ctx.issues.push({ code: 'custom', message: key, input, path: [key] });
}

/** One answer: `{Intensity, WeeklyReportItem: {Id, Item}}`, `{Item}` only, a bare name, or flat fields. */
const answerSchema = z.pipe(
  z.looseObject({}),
  z.transform((row, ctx) => {
    const ref = row.WeeklyReportItem ?? row.Item;
    const name = readText(typeof ref === 'object' ? (field(ref, 'Item') ?? field(ref, 'Name')) : ref);
    const id = readNumber(field(ref, 'Id') ?? row.WeeklyReportItemId);
    if (name === null && id === null) {
      missing(ctx, 'WeeklyReportItem', ref);
      return z.NEVER;
    }
    const rawIntensity = readNumber(row.Intensity);
    return { item: qolItemOf(name, id), name, rating: readRating(rawIntensity), rawIntensity };
  }),
);
type WeeklyAnswer = z.infer<typeof answerSchema>;

const answersSchema = listOf(answerSchema);

const weeklyReportSchema = z.pipe(
  z.looseObject({}),
  z.transform((row, ctx) => {
    const at = readInstant(row.DateAndTime ?? row.Date);
    const ps = readPs(row.PS ?? row.Ps);
    if (at === null) missing(ctx, 'DateAndTime', row.DateAndTime);
    if (ps === null) missing(ctx, 'PS', row.PS);
    if (at === null || ps === null) return z.NEVER;
    const answers = z.safeParse(answersSchema, row.ReportRequests ?? null);
    // A list that is not one at all is one unreadable answer, never a lost report.
    const read: RowList<WeeklyAnswer> = answers.success ? answers.data : { items: [], unreadable: 1 };
    return { id: readText(row.Id), at, ps, answers: read };
  }),
);
export type WeeklyReport = z.infer<typeof weeklyReportSchema>;

/** A bare list or `{Data}` (with or without Pagination), oldest first whatever order it came in. */
export const weeklyReportsSchema = z.pipe(
  listOf(weeklyReportSchema),
  z.transform((list) => ({ ...list, items: [...list.items].sort((a, b) => a.at.localeCompare(b.at)) })),
);

/** The answer a report gave to one item: its 1–3 rating, or the raw value when off the scale. */
export function answerFor(report: WeeklyReport, item: QolItem): { rating: QolRating | null; raw: number | null } | null {
  const answer = report.answers.items.find((entry) => entry.item === item);
  return answer ? { rating: answer.rating, raw: answer.rawIntensity } : null;
}

const painReadingSchema = z.pipe(
  z.looseObject({}),
  z.transform((row, ctx) => {
    const at = readInstant(row.DateAndTime ?? row.Date);
    const value = readNumber(row.Intensity ?? row.Value);
    const eva = value !== null && value >= 0 && value <= 10 ? value : null;
    if (at === null) missing(ctx, 'DateAndTime', row.DateAndTime);
    if (eva === null) missing(ctx, 'Intensity', row.Intensity);
    if (at === null || eva === null) return z.NEVER;
    return { at, eva };
  }),
);
export type PainReading = z.infer<typeof painReadingSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `GET api/clinicalevolution/pain/patient/{id}` (spec 02 §7, which gives no shape): the readings
 * as a list, bare or under `Data`, or the latest reading alone, bare or under `Data`. One reading
 * is read as a list of one, so an unreadable one is counted like any unreadable row.
 */
export const painReadingsSchema = z.pipe(
  z.transform((input: unknown) => {
    const inner = isRecord(input) && isRecord(input.Data) ? input.Data : input;
    return isRecord(inner) && !('Data' in inner) ? [inner] : inner;
  }),
  listOf(painReadingSchema),
);

/** The newest reading at or before `at` (none given: the newest of all), whatever the list's order. */
export function painAt(readings: readonly PainReading[], at?: string): PainReading | null {
  let best: PainReading | null = null;
  for (const reading of readings) {
    // ISO instants in UTC, all written alike by readInstant: text order is time order.
    if ((at === undefined || reading.at <= at) && (best === null || reading.at > best.at)) best = reading;
  }
  return best;
}
