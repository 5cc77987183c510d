// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../src/mocks/seed';
import { EMPTY_ADDRESS_ID } from '../../src/mocks/store';

const now = new Date('2025-06-15T12:00:00Z');
const DAY_MS = 86_400_000;

describe('seed: dashboard fields and patient activity', () => {
  const data = createSeed(now);
  const vidaPlena = data.patients.filter((patient) => patient.InstitutionId === 1);

  it('is anchored at the given clock', () => {
    expect(data.anchor).toBe(now.toISOString());
  });

  it('gives the same activity relative to the anchor whatever its time of day', () => {
    const later = new Date(now.getTime() + 7 * 3_600_000 + 13 * 60_000);
    const other = createSeed(later);
    const ages = (items: readonly { DateAndTime: string }[], anchor: Date) =>
      items.map((item) => ({ ...item, DateAndTime: anchor.getTime() - Date.parse(item.DateAndTime) }));
    expect(ages(other.symptomReports, later)).toEqual(ages(data.symptomReports, now));
    expect(ages(other.weeklyReports, later)).toEqual(ages(data.weeklyReports, now));
    expect(ages(other.messages, later)).toEqual(ages(data.messages, now));
  });

  it('gives patients a current PS, a treatment line and an attending address of their institution', () => {
    const lines = new Set(['1° Linha', '2° Linha', '3° Linha', '4° Linha', 'Nenhum Tratamento Neoplásico']);
    for (const patient of data.patients) {
      expect([0, 1, 2, 3, 4]).toContain(patient.CurrentPS);
      expect(lines.has(patient.TreatmentLine)).toBe(true);
      const address = data.addresses.find((item) => item.InstitutionAddressId === patient.InstitutionAddressId);
      expect(address?.InstitutionId).toBe(patient.InstitutionId);
    }
    expect(new Set(vidaPlena.map((patient) => patient.CurrentPS)).size).toBe(5);
    expect(new Set(vidaPlena.map((patient) => patient.TreatmentLine)).size).toBe(5);
  });

  it('leaves address 4 of institution 1 without patients, and every other address with some', () => {
    expect(EMPTY_ADDRESS_ID).toBe(4);
    expect(data.addresses.find((item) => item.InstitutionAddressId === 4)?.InstitutionId).toBe(1);
    for (const address of data.addresses) {
      const count = data.patients.filter((patient) => patient.InstitutionAddressId === address.InstitutionAddressId).length;
      if (address.InstitutionAddressId === EMPTY_ADDRESS_ID) expect(count).toBe(0);
      else expect(count, address.Street).toBeGreaterThan(0);
    }
  });

  it('has the 13 symptoms, with pain on the EVA scale and fever in °C', () => {
    expect(data.symptomTypes).toHaveLength(13);
    expect(data.symptomTypes[0]).toEqual({ Id: 1, Name: 'Dor', IsEva: true });
    expect(data.symptomTypes.find((type) => type.Id === 13)).toEqual({ Id: 13, Name: 'Febre', IsEva: false });
    expect(data.symptomTypes.filter((type) => type.IsEva)).toHaveLength(1);
  });

  it('keeps reports, weekly reports and messages consistent with the patients', () => {
    const patients = new Map(data.patients.map((patient) => [patient.Id, patient]));
    for (const report of data.symptomReports) {
      const patient = patients.get(report.PatientId);
      expect(patient).toBeDefined();
      expect(Date.parse(report.DateAndTime)).toBeGreaterThanOrEqual(Date.parse(patient?.CreatedAt ?? ''));
      expect(Date.parse(report.DateAndTime)).toBeLessThanOrEqual(now.getTime());
      if (report.SymptomId === 1) expect(report.Intensity).toBeGreaterThanOrEqual(0);
      if (report.SymptomId === 1) expect(report.Intensity).toBeLessThanOrEqual(10);
      else if (report.SymptomId === 13) expect(report.Intensity >= 36.2 && report.Intensity <= 39.4).toBe(true);
      else expect([1, 2, 3, 4]).toContain(report.Intensity);
    }
    for (const list of [data.symptomReports, data.weeklyReports, data.messages]) {
      expect(new Set(list.map((item) => item.Id)).size).toBe(list.length);
      for (const item of list) expect(patients.has(item.PatientId)).toBe(true);
      const ages = list.map((item) => (now.getTime() - Date.parse(item.DateAndTime)) / DAY_MS);
      expect(Math.max(...ages)).toBeGreaterThan(180);
      expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    }
  });

  it("ends each patient's weekly reports at the current PS", () => {
    const latest = new Map<number, { time: string; ps: number }>();
    for (const report of data.weeklyReports) {
      const seen = latest.get(report.PatientId);
      if (!seen || report.DateAndTime >= seen.time) latest.set(report.PatientId, { time: report.DateAndTime, ps: report.PS });
    }
    expect(latest.size).toBeGreaterThan(100);
    for (const [patientId, { ps }] of latest) expect(data.patients.find((patient) => patient.Id === patientId)?.CurrentPS).toBe(ps);
  });

  it('seeds pending alerts only in the last days, and never for deceased patients', () => {
    const deceased = new Set(data.patients.filter((patient) => patient.LifeStatus === 'Deceased').map((patient) => patient.Id));
    for (const item of [...data.symptomReports, ...data.messages].filter((entry) => entry.Pending)) {
      expect(now.getTime() - Date.parse(item.DateAndTime)).toBeLessThanOrEqual(7 * DAY_MS);
      expect(deceased.has(item.PatientId)).toBe(false);
    }
  });

  it('has professionals active and idle over 21 days', () => {
    const idle = data.professionals.filter((item) => now.getTime() - Date.parse(item.LastActivityAt) > 21 * DAY_MS);
    expect(idle.length).toBeGreaterThanOrEqual(3);
    expect(idle.length).toBeLessThan(data.professionals.length / 2);
  });
});
