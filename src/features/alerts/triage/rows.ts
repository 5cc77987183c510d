import type { PatientAlert } from '../schemas';
import { classify, severityRank, type IntensityClass, type Severity } from './severity';

/** An alert with what the queue orders and filters it by, read once per answer. */
export interface TriageRow {
  alert: PatientAlert;
  /** Its place in the API's answer: 'Mais recentes' and every tie keep it. */
  index: number;
  /** When it was sent (ms); null when the API sent no readable time. */
  at: number | null;
  intensity: number | null;
  intensityClass: IntensityClass | null;
  severity: Severity | null;
  rank: number;
  symptomName: string | null;
  team: string | null;
  /** The names as the filters compare them (foldName). */
  symptomKey: string | null;
  teamKey: string | null;
}

/**
 * A name as a person reads it: 'dor', 'Dor ' and 'DÓR' are one. Folded once per answer, so that a
 * filter over thousands of alerts compares strings instead of collating each pair.
 */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('pt-BR');
}

export function toRows(alerts: readonly PatientAlert[]): TriageRow[] {
  return alerts.map((alert, index) => {
    const symptom = 'Symptom' in alert ? alert.Symptom : null;
    const intensity = 'Intensity' in alert ? alert.Intensity : null;
    const intensityClass = classify(symptom, intensity);
    const at = alert.DateAndTime === null ? null : Date.parse(alert.DateAndTime);
    const symptomName = symptom?.Name?.trim() || null;
    const team = alert.Doctor?.trim() || null;
    return {
      alert,
      index,
      at: Number.isNaN(at) ? null : at,
      intensity,
      intensityClass,
      severity: intensityClass?.severity ?? null,
      rank: severityRank(intensityClass?.severity ?? null),
      symptomName,
      team,
      symptomKey: symptomName === null ? null : foldName(symptomName),
      teamKey: team === null ? null : foldName(team),
    };
  });
}
