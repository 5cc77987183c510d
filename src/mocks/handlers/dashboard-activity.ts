import { dashboardGet, newestFirst, ofScope, patientCards, percent } from '../lib/scope';
import type { Scope } from '../lib/scope';
import { inSummaryWindow } from '../lib/window';
import { FEVER_SYMPTOM_ID, FEVER_THRESHOLD, MODERATE_PAIN_MIN, PAIN_SYMPTOM_ID } from '../seed/symptoms';
import type { SymptomReport } from '../types';

/** The symptom reports of one symptom in scope dated in the summary window (21 days to the anchor). */
function windowReports(scope: Scope, symptomId: number): SymptomReport[] {
  return ofScope(scope, scope.data.symptomReports).filter((report) => report.SymptomId === symptomId && inSummaryWindow(report.DateAndTime, scope.now));
}

/** Each patient's most recent report among `reports`. */
function latestPerPatient(reports: readonly SymptomReport[]): Map<number, SymptomReport> {
  const latest = new Map<number, SymptomReport>();
  for (const report of reports) {
    const seen = latest.get(report.PatientId);
    if (!seen || newestFirst(report, seen) < 0) latest.set(report.PatientId, report);
  }
  return latest;
}

/** `{ Percentage, Total, PatientSymptoms }` for the chosen reports (one per patient), newest first. */
function symptomPatients(scope: Scope, chosen: SymptomReport[], reporters: number) {
  const card = patientCards(scope);
  const rows = chosen.sort(newestFirst).flatMap((report) => {
    const patient = scope.patientById.get(report.PatientId);
    if (!patient) return [];
    const { Id, Name, Gender, BirthDate, Doctor, Phone, CIDs } = card(patient);
    return [{ Id, Name, Gender, BirthDate, DateAndTime: report.DateAndTime, Doctor, Intensity: report.Intensity, Phone, CIDs }];
  });
  return { Percentage: percent(rows.length, reporters), Total: rows.length, PatientSymptoms: rows };
}

/**
 * Pain: patients whose latest pain report in the window is EVA 3 or more (moderate or severe),
 * out of the patients who reported pain in the window.
 */
function painPatients(scope: Scope) {
  const latest = latestPerPatient(windowReports(scope, PAIN_SYMPTOM_ID));
  const chosen = [...latest.values()].filter((report) => report.Intensity >= MODERATE_PAIN_MIN);
  return symptomPatients(scope, chosen, latest.size);
}

/**
 * Fever: patients with any temperature of 37.8 °C or more in the window (the row shows the most
 * recent such reading), out of the patients who sent a temperature in the window.
 */
function feverPatients(scope: Scope) {
  const readings = windowReports(scope, FEVER_SYMPTOM_ID);
  const fevers = latestPerPatient(readings.filter((report) => report.Intensity >= FEVER_THRESHOLD));
  return symptomPatients(scope, [...fevers.values()], new Set(readings.map((report) => report.PatientId)).size);
}

/** Distinct patients among records dated in the window. */
function patientsInWindow(scope: Scope, items: readonly { PatientId: number; DateAndTime: string }[]): number {
  const ids = new Set<number>();
  for (const item of items) if (inSummaryWindow(item.DateAndTime, scope.now)) ids.add(item.PatientId);
  return ids.size;
}

/** The right column of the dashboard, 'Últimos 21 (vinte e um) dias'. */
export const dashboardActivityHandlers = [
  dashboardGet('pain', ({ scope }) => painPatients(scope)),

  dashboardGet('fever', ({ scope }) => feverPatients(scope)),

  // Patients with a weekly report in the window, and their share of the patients in scope.
  dashboardGet('last-weeklyreports', ({ scope }) => {
    const total = patientsInWindow(scope, ofScope(scope, scope.data.weeklyReports));
    return { Percentage: percent(total, scope.patients.length), Total: total };
  }),

  // Patients who reported any symptom in the window, and their share of the patients in scope.
  dashboardGet('last-symptoms', ({ scope }) => {
    const total = patientsInWindow(scope, ofScope(scope, scope.data.symptomReports));
    return { Percentage: percent(total, scope.patients.length), Total: total };
  }),

  // Messages sent in the window, and the average per patient who sent any (one decimal).
  dashboardGet('last-demands', ({ scope }) => {
    const messages = ofScope(scope, scope.data.messages).filter((message) => inSummaryWindow(message.DateAndTime, scope.now));
    const senders = new Set(messages.map((message) => message.PatientId)).size;
    return { Average: senders === 0 ? 0 : Math.round((messages.length / senders) * 10) / 10, Total: messages.length };
  }),
];
