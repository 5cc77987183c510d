import { DateTime } from 'luxon';
import { weeklyReportItems } from '../seed/checkIns';
import { PAIN_SYMPTOM_ID } from '../seed/symptoms';
import { store } from '../store';
import type { SymptomType } from '../types';

/**
 * The Evolução Clínica tab's data (spec 02 §3): weekly reports with their quality-of-life items,
 * pain readings and symptom evolution entries, read from the store at request time so that they
 * always agree with the dashboard (bulk alerts included).
 */

const SAO_PAULO = 'America/Sao_Paulo';

/** 'dd/MM/yyyy HH:mm' + 'h' in São Paulo time, as the console shows instants. */
export function brazilianDateTime(iso: string): string {
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(SAO_PAULO).toFormat("dd/MM/yyyy HH:mm'h'");
}

export interface WeeklyReportRow {
  Id: number;
  DateAndTime: string;
  PS: number;
  ReportRequests: { Intensity: number; WeeklyReportItem: { Id: number; Item: string } }[];
}

/** The patient's weekly reports, oldest first (the chart's order). */
export function weeklyReportsOf(patientId: number): WeeklyReportRow[] {
  const answers = new Map(store.weeklyReportAnswers.map((answer) => [answer.WeeklyReportId, answer.Intensities]));
  return store.weeklyReports
    .filter((report) => report.PatientId === patientId)
    .sort((a, b) => a.DateAndTime.localeCompare(b.DateAndTime) || a.Id - b.Id)
    .map((report) => ({
      Id: report.Id,
      DateAndTime: report.DateAndTime,
      PS: report.PS,
      ReportRequests: weeklyReportItems.map((item, index) => ({
        Intensity: answers.get(report.Id)?.[index] ?? 1,
        WeeklyReportItem: { Id: item.Id, Item: item.Item },
      })),
    }));
}

export interface PainRow {
  Id: number;
  DateAndTime: string;
  Intensity: number;
}

/** The patient's pain readings (EVA 0 to 10), newest first: the first is the record's PainLevel. */
export function painReadingsOf(patientId: number): PainRow[] {
  return store.symptomReports
    .filter((report) => report.PatientId === patientId && report.SymptomId === PAIN_SYMPTOM_ID)
    .sort((a, b) => b.DateAndTime.localeCompare(a.DateAndTime) || b.Id - a.Id)
    .map((report) => ({ Id: report.Id, DateAndTime: report.DateAndTime, Intensity: report.Intensity }));
}

export interface EvolutionEntry {
  DateAndTime: string;
  NoSymptoms: boolean;
  MissingSymptom: boolean;
  Message: string | null;
  Evolutions: { Intensity: number; Symptom: SymptomType }[];
}

/** One entry per check-in (the reports sent at one instant, and its note), newest first. */
export function evolutionEntriesOf(patientId: number): EvolutionEntry[] {
  const types = new Map(store.symptomTypes.map((type) => [type.Id, type]));
  const entries = new Map<string, EvolutionEntry>();
  const entryAt = (iso: string): EvolutionEntry => {
    const found = entries.get(iso);
    if (found) return found;
    const entry: EvolutionEntry = { DateAndTime: iso, NoSymptoms: false, MissingSymptom: false, Message: null, Evolutions: [] };
    entries.set(iso, entry);
    return entry;
  };
  const reports = store.symptomReports.filter((report) => report.PatientId === patientId).sort((a, b) => a.Id - b.Id);
  for (const report of reports) {
    const type = types.get(report.SymptomId);
    if (type) entryAt(report.DateAndTime).Evolutions.push({ Intensity: report.Intensity, Symptom: { Id: type.Id, Name: type.Name, IsEva: type.IsEva } });
  }
  for (const note of store.checkInNotes) {
    if (note.PatientId !== patientId) continue;
    Object.assign(entryAt(note.DateAndTime), { NoSymptoms: note.NoSymptoms, MissingSymptom: note.MissingSymptom, Message: note.Message });
  }
  return [...entries.values()].sort((a, b) => b.DateAndTime.localeCompare(a.DateAndTime));
}
