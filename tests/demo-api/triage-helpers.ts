/** What the triage tests (alerts-triage, alerts-worsening) read the alert list with. */
import { expect } from 'vitest';
import { getDashboard, tokenFor } from './helpers';

export interface Alert {
  Id: number;
  Name: string;
  DateAndTime: string;
  Intensity: number;
  Symptom: { Id: number; Name: string; IsEva: boolean };
}

export const PAIN = 1;
export const FEVER = 13;
/** Benedito Cavalcanti, the patient whose pain the worsening switch makes worse. */
export const BENEDITO = 90;

/** The console's intensity classes (decision 0022), written out again here so the tests check the data, not a shared helper. */
export function intensityClass(alert: Alert): string {
  if (alert.Symptom.Id === FEVER) {
    const t = alert.Intensity;
    if (t >= 37.8) return '37.8+';
    if (t >= 37.4) return '37.4–37.7';
    if (t >= 37.1) return '37.1–37.3';
    if (t >= 36.8) return '36.8–37';
    return '36–36.7';
  }
  if (alert.Symptom.IsEva) return alert.Intensity <= 2 ? 'Leve' : alert.Intensity <= 7 ? 'Moderada' : 'Grave';
  return ['Leve', 'Moderado', 'Grave', 'Muito Grave'][alert.Intensity - 1] ?? 'fora da escala';
}

/** GET api/dashboard/alerts as an institution's admin; fails the test unless it answers 200. */
export async function alerts(hospitalId = 0, institutionId = 1): Promise<Alert[]> {
  const token = await tokenFor(institutionId, institutionId === 1 ? 'admin@painel.demo' : 'hospital165@painel.demo');
  const { status, body } = await getDashboard<Alert[]>('alerts', { hospitalId }, token);
  expect(status).toBe(200);
  return body;
}

export const painOf = (list: readonly Alert[], patientId: number): Alert[] => list.filter((a) => a.Id === patientId && a.Symptom.Id === PAIN);
