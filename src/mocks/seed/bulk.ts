import { createRng } from '../lib/prng';
import { DAY_MS } from '../lib/window';
import type { DemoData } from '../types';
import { VIDA_PLENA_ID } from './institutions';
import { FEVER_SYMPTOM_ID, PAIN_SYMPTOM_ID } from './symptoms';

export interface BulkAlerts {
  symptoms?: number;
  messages?: number;
}

/** One call may add at most this many of each, so a typo cannot exhaust the demo's memory. */
export const MAX_BULK_ALERTS = 20_000;
/** Bulk alerts are spread over the last three days before the anchor. */
const BULK_SPAN_MS = 3 * DAY_MS;
const BULK_SEED = 7_331;

/**
 * Adds pending alerts for institution 1, for load tests of the alerts page. They go round its
 * living patients and are real reports and messages, so the dashboard counts them too; the
 * symptoms avoid pain and fever, which keeps those two widgets as seeded. The same store and
 * counts always give the same alerts; resetStore() removes them.
 */
export function addBulkAlerts(data: DemoData, counts: BulkAlerts): { symptoms: number; messages: number } {
  const symptoms = Math.min(MAX_BULK_ALERTS, Math.max(0, Math.floor(counts.symptoms ?? 0)));
  const messages = Math.min(MAX_BULK_ALERTS, Math.max(0, Math.floor(counts.messages ?? 0)));
  const patientIds = data.patients
    .filter((patient) => patient.InstitutionId === VIDA_PLENA_ID && patient.LifeStatus !== 'Deceased')
    .map((patient) => patient.Id);
  if (patientIds.length === 0) return { symptoms: 0, messages: 0 };
  const anchor = Date.parse(data.anchor);
  const rng = createRng(BULK_SEED + data.symptomReports.length * 31 + data.messages.length);
  const symptomIds = data.symptomTypes.map((type) => type.Id).filter((id) => id !== PAIN_SYMPTOM_ID && id !== FEVER_SYMPTOM_ID);
  // Newest first, evenly spaced back from the anchor (never after it).
  const instant = (index: number, total: number): string => new Date(anchor - Math.floor(((index + 1) * BULK_SPAN_MS) / (total + 1))).toISOString();
  // Strides of 7 with a little jitter: every patient gets some, none gets them all in a row.
  const patientAt = (index: number): number => patientIds[(index * 7 + rng.int(0, 2)) % patientIds.length] ?? 0;
  const nextId = (items: readonly { Id: number }[]): number => items.reduce((max, item) => Math.max(max, item.Id), 0) + 1;

  let nextReportId = nextId(data.symptomReports);
  for (let index = 0; index < symptoms; index += 1) {
    data.symptomReports.push({
      Id: nextReportId++,
      PatientId: patientAt(index),
      SymptomId: rng.pick(symptomIds),
      Intensity: rng.int(2, 4),
      DateAndTime: instant(index, symptoms),
      Pending: true,
    });
  }
  let nextMessageId = nextId(data.messages);
  for (let index = 0; index < messages; index += 1) {
    data.messages.push({ Id: nextMessageId++, PatientId: patientAt(index), DateAndTime: instant(index, messages), Pending: true });
  }
  return { symptoms, messages };
}
