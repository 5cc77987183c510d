import { countAlertAnswer, currentWorsening } from '../control';
import { PAIN_SYMPTOM_ID } from '../seed/symptoms';
import { WORSENED_PAIN, WORSENING_PATIENT_ID } from '../seed/triage';
import type { SymptomReport } from '../types';
import type { Scope } from './scope';

/** The report the switch added; a reset replaces the store's list, and it is gone with it. */
let delivered: SymptomReport | null = null;

/**
 * The `worsening` switch (control.ts): a patient whose pain worsens between two refreshes of the
 * alerts page, for the triage queue's 'Piorou' (docs/decisions/0022-triage-queue.md). Counted in
 * answers rather than seconds, so a test knows which answer brings it whatever the machine's
 * speed; counted only over answers that could show the patient (his institution, every address or
 * his own), so another account's polling cannot bring it early.
 *
 * From that answer on, Benedito Cavalcanti (seed/triage.ts), whose one pending pain alert is EVA 4
 * (Moderada), has sent a new one at EVA 8 (Grave). It is a real pending report in the store, dated
 * by the server's clock when it arrives, as a real one would be, so the record's tabs and the
 * export see it too; being after the anchor, it stays out of the dashboard's "last 21 days", whose
 * figures do not move. Turning the switch off leaves it in the store; a reset removes it.
 */
export function deliverWorsening(scope: Scope): void {
  const from = currentWorsening();
  if (from === false || !scope.patientById.has(WORSENING_PATIENT_ID)) return;
  if (countAlertAnswer() < from) return;
  const reports = scope.data.symptomReports;
  if (delivered && reports.includes(delivered)) return;
  const report: SymptomReport = {
    Id: reports.reduce((max, item) => Math.max(max, item.Id), 0) + 1,
    PatientId: WORSENING_PATIENT_ID,
    SymptomId: PAIN_SYMPTOM_ID,
    Intensity: WORSENED_PAIN,
    DateAndTime: new Date().toISOString(),
    Pending: true,
  };
  reports.push(report);
  delivered = report;
}
