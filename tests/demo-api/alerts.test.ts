// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS_ID, resetStore, seedBulkAlerts, store } from '../../src/mocks/store';
import { getDashboard, sendJson, setupDemoApi, tokenFor } from './helpers';

setupDemoApi();

interface Alert {
  Id: number;
  Name: string;
  Gender: string;
  BirthDate: string;
  DateAndTime: string;
  Doctor: { Id: number; Name: string } | null;
  Intensity?: number;
  Symptom?: { Id: number; Name: string; IsEva: boolean };
  Phone: string;
  CIDs: { CIDCode: string; Description: string }[];
}

const idsAt = (hospitalId: number, institutionId = 1) =>
  new Set(store.patients.filter((p) => p.InstitutionId === institutionId && (hospitalId === 0 || p.InstitutionAddressId === hospitalId)).map((p) => p.Id));
const pendingSymptoms = (hospitalId: number, institutionId = 1) => {
  const ids = idsAt(hospitalId, institutionId);
  return store.symptomReports.filter((r) => r.Pending && ids.has(r.PatientId));
};
const pendingMessages = (hospitalId: number, institutionId = 1) => {
  const ids = idsAt(hospitalId, institutionId);
  return store.messages.filter((m) => m.Pending && ids.has(m.PatientId));
};
const newestFirst = (alerts: Alert[]) => {
  const times = alerts.map((alert) => Date.parse(alert.DateAndTime));
  expect(times).toEqual([...times].sort((a, b) => b - a));
};

describe('GET api/dashboard/alerts', () => {
  it('lists every pending symptom report with its patient, newest first', async () => {
    const { status, body } = await getDashboard<Alert[]>('alerts', { hospitalId: 0 }, await tokenFor());
    expect(status).toBe(200);
    const pending = pendingSymptoms(0);
    expect(body).toHaveLength(pending.length);
    newestFirst(body);
    expect(body.map((a) => [a.Id, a.DateAndTime, a.Symptom?.Id, a.Intensity]).sort()).toEqual(
      pending.map((r) => [r.PatientId, r.DateAndTime, r.SymptomId, r.Intensity]).sort(),
    );
    for (const alert of body) {
      const patient = store.patients.find((p) => p.Id === alert.Id);
      expect(alert).toMatchObject({ Name: patient?.Name, Gender: patient?.Gender, BirthDate: patient?.BirthDate, Phone: patient?.Phone });
      expect(alert.Symptom).toEqual(store.symptomTypes.find((type) => type.Id === alert.Symptom?.Id));
      expect(Object.keys(alert)).toEqual(['Id', 'Name', 'Gender', 'BirthDate', 'DateAndTime', 'Doctor', 'Intensity', 'Symptom', 'Phone', 'CIDs']);
    }
  });

  it('has a lively seed at institution 1 and fewer, but some, at 165', async () => {
    expect(pendingSymptoms(0).length).toBeGreaterThanOrEqual(20);
    expect(pendingSymptoms(0).length).toBeLessThanOrEqual(40);
    const other = await getDashboard<Alert[]>('alerts', { hospitalId: 0 }, await tokenFor(165, 'hospital165@painel.demo'));
    expect(other.body.length).toBe(pendingSymptoms(0, 165).length);
    expect(other.body.length).toBeGreaterThan(0);
    expect(other.body.length).toBeLessThan(pendingSymptoms(0).length);
  });

  it('splits by address', async () => {
    const token = await tokenFor();
    let sum = 0;
    for (const hospitalId of [1, 2, 3, 4]) {
      const { body } = await getDashboard<Alert[]>('alerts', { hospitalId }, token);
      expect(body).toHaveLength(pendingSymptoms(hospitalId).length);
      for (const alert of body) expect(idsAt(hospitalId).has(alert.Id)).toBe(true);
      sum += body.length;
    }
    expect(sum).toBe(pendingSymptoms(0).length);
    expect((await getDashboard('alerts', { hospitalId: EMPTY_ADDRESS_ID }, token)).body).toEqual([]);
  });
});

describe('GET api/dashboard/messages', () => {
  it('lists every pending message with its patient, newest first, by address too', async () => {
    const token = await tokenFor();
    const { body } = await getDashboard<Alert[]>('messages', { hospitalId: 0 }, token);
    expect(body).toHaveLength(pendingMessages(0).length);
    expect(body.length).toBeGreaterThanOrEqual(10);
    expect(body.length).toBeLessThanOrEqual(25);
    newestFirst(body);
    expect(body.map((a) => [a.Id, a.DateAndTime]).sort()).toEqual(
      pendingMessages(0)
        .map((m) => [m.PatientId, m.DateAndTime])
        .sort(),
    );
    for (const alert of body) expect(Object.keys(alert)).toEqual(['Id', 'Name', 'Gender', 'BirthDate', 'DateAndTime', 'Doctor', 'Phone', 'CIDs']);
    let sum = 0;
    for (const hospitalId of [1, 2, 3, 4]) sum += (await getDashboard<Alert[]>('messages', { hospitalId }, token)).body.length;
    expect(sum).toBe(body.length);
  });
});

describe('bulk alerts for load tests', () => {
  it('POST /__demo/seed-alerts adds pending alerts for institution 1 until /__demo/reset', async () => {
    const token = await tokenFor();
    const before = (await getDashboard<Alert[]>('alerts', { hospitalId: 0 }, token)).body.length;
    const beforeMessages = (await getDashboard<Alert[]>('messages', { hospitalId: 0 }, token)).body.length;
    const response = await sendJson('POST', '/__demo/seed-alerts', { symptoms: 500, messages: 120 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ symptoms: 500, messages: 120 });
    const alerts = (await getDashboard<Alert[]>('alerts', { hospitalId: 0 }, token)).body;
    expect(alerts).toHaveLength(before + 500);
    expect(new Set(alerts.map((alert) => alert.Id)).size).toBeGreaterThan(100);
    newestFirst(alerts);
    expect((await getDashboard<Alert[]>('messages', { hospitalId: 0 }, token)).body).toHaveLength(beforeMessages + 120);
    const other = await getDashboard<Alert[]>('alerts', { hospitalId: 0 }, await tokenFor(165, 'hospital165@painel.demo'));
    expect(other.body).toHaveLength(pendingSymptoms(0, 165).length);
    await sendJson('POST', '/__demo/reset', {});
    expect((await getDashboard<Alert[]>('alerts', { hospitalId: 0 }, token)).body).toHaveLength(before);
  });

  it('refuses invalid counts with 400', async () => {
    for (const body of [{ symptoms: -1 }, { messages: 1.5 }, { symptoms: 'dez' }, { symptoms: 1_000_000 }]) {
      expect((await sendJson('POST', '/__demo/seed-alerts', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('seedBulkAlerts is deterministic, dated before the anchor and undone by resetStore', () => {
    const seeded = store.symptomReports.length;
    expect(seedBulkAlerts({ symptoms: 50, messages: 5 })).toEqual({ symptoms: 50, messages: 5 });
    const added = store.symptomReports
      .slice(seeded)
      .map(({ PatientId, SymptomId, Intensity, DateAndTime }) => ({ PatientId, SymptomId, Intensity, DateAndTime }));
    expect(added).toHaveLength(50);
    for (const report of store.symptomReports.slice(seeded)) {
      expect(report.Pending).toBe(true);
      expect(Date.parse(report.DateAndTime)).toBeLessThanOrEqual(Date.parse(store.anchor));
      expect(store.patients.find((p) => p.Id === report.PatientId)?.InstitutionId).toBe(1);
    }
    expect(new Set(store.symptomReports.map((r) => r.Id)).size).toBe(store.symptomReports.length);
    resetStore();
    expect(store.symptomReports).toHaveLength(seeded);
    seedBulkAlerts({ symptoms: 50 });
    expect(
      store.symptomReports.slice(seeded).map(({ PatientId, SymptomId, Intensity, DateAndTime }) => ({ PatientId, SymptomId, Intensity, DateAndTime })),
    ).toEqual(added);
  });
});
