// @vitest-environment node
/**
 * The demo's pending alerts as the triage queue needs them (decision 0022): waiting times from
 * minutes to days, several intensity classes per symptom, a patient with two pain alerts of
 * different classes (seed/triage.ts). The counts src/mocks/README.md and the browser tests state
 * stay.
 */
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../src/mocks/seed';
import { store } from '../../src/mocks/store';
import { getDashboard, setupDemoApi, tokenFor } from './helpers';
import { BENEDITO, FEVER, PAIN, alerts, intensityClass, painOf, type Alert } from './triage-helpers';

setupDemoApi();

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const waited = (alert: Alert): number => Date.parse(store.anchor) - Date.parse(alert.DateAndTime);
const classesOf = (list: Alert[], symptomId: number) => new Set(list.filter((a) => a.Symptom.Id === symptomId).map(intensityClass));

describe('the seeded pending alerts of institution 1', () => {
  it('keep the counts src/mocks/README.md states: 29 symptom alerts and 15 messages', async () => {
    expect(await alerts()).toHaveLength(29);
    const { body } = await getDashboard<unknown[]>('messages', { hospitalId: 0 }, await tokenFor());
    expect(body).toHaveLength(15);
  });

  it('wait minutes (3, all under 45), hours (5) and days (21) at the anchor', async () => {
    const list = await alerts();
    const minutes = list.filter((a) => waited(a) < HOUR_MS);
    const hours = list.filter((a) => waited(a) >= HOUR_MS && waited(a) < DAY_MS);
    const days = list.filter((a) => waited(a) >= DAY_MS);
    expect([minutes.length, hours.length, days.length]).toEqual([3, 5, 21]);
    for (const alert of minutes) expect(waited(alert)).toBeLessThan(45 * MINUTE_MS);
    // None after the anchor, none older than a week.
    for (const alert of list) expect(waited(alert) >= 0 && waited(alert) <= 7 * DAY_MS, alert.DateAndTime).toBe(true);
    // The message tab too: one message minutes old.
    const messages = (await getDashboard<Alert[]>('messages', { hospitalId: 0 }, await tokenFor())).body;
    expect(messages.filter((m) => waited(m) < HOUR_MS)).toHaveLength(1);
  });

  it('have pain in its three EVA classes, temperatures in three classes and the 1 to 4 scale in all four', async () => {
    const list = await alerts();
    expect(classesOf(list, PAIN)).toEqual(new Set(['Leve', 'Moderada', 'Grave']));
    expect(classesOf(list, FEVER)).toEqual(new Set(['37.8+', '37.4–37.7', '37.1–37.3']));
    const scale = list.filter((a) => !a.Symptom.IsEva && a.Symptom.Id !== FEVER);
    expect(new Set(scale.map(intensityClass))).toEqual(new Set(['Leve', 'Moderado', 'Grave', 'Muito Grave']));
    // Ansiedade alone has all four; Constipação, the commonest, two.
    expect(classesOf(list, 11)).toEqual(new Set(['Leve', 'Moderado', 'Grave', 'Muito Grave']));
    expect(classesOf(list, 8)).toEqual(new Set(['Moderado', 'Muito Grave']));
  });

  it('have Vera Nunes with two pending pain alerts of different classes, the newer one milder', async () => {
    const pain = painOf(await alerts(), 137);
    expect(pain.map((a) => [a.Name, a.Intensity, intensityClass(a)])).toEqual([
      ['Vera Nunes', 2, 'Leve'],
      ['Vera Nunes', 3, 'Moderada'],
    ]);
    expect(waited(pain[0]!)).toBeGreaterThan(DAY_MS);
  });

  it('have Benedito Cavalcanti, the worsening patient, with one pending pain alert, Moderada', async () => {
    const pain = painOf(await alerts(), BENEDITO);
    expect(pain.map((a) => [a.Name, a.Intensity, intensityClass(a)])).toEqual([['Benedito Cavalcanti', 4, 'Moderada']]);
    expect(store.patients.find((p) => p.Id === BENEDITO)).toMatchObject({ InstitutionId: 1, InstitutionAddressId: 1, LifeStatus: 'InTreatment' });
  });

  it('are the same whatever the hour the store is anchored at, and move the whole check-in', () => {
    const ages = (now: Date) => {
      const data = createSeed(now);
      const ids = new Set(data.patients.filter((p) => p.InstitutionId === 1).map((p) => p.Id));
      return data.symptomReports
        .filter((r) => r.Pending && ids.has(r.PatientId))
        .map((r) => [r.Id, r.PatientId, r.SymptomId, r.Intensity, now.getTime() - Date.parse(r.DateAndTime)]);
    };
    expect(ages(new Date('2026-03-01T00:05:00Z'))).toEqual(ages(new Date('2025-06-15T12:00:00Z')));
    // Amanda (77) was moved with her check-in: no report of hers is left at the drawn time.
    const anchor = Date.parse(store.anchor);
    const amanda = store.symptomReports.filter((r) => r.PatientId === 77 && anchor - Date.parse(r.DateAndTime) < DAY_MS);
    expect(amanda.map((r) => (anchor - Date.parse(r.DateAndTime)) / MINUTE_MS)).toEqual([8]);
    // Ids still follow the time, as an auto-increment key would.
    const times = [...store.symptomReports].sort((a, b) => a.Id - b.Id).map((r) => r.DateAndTime);
    expect(times).toEqual([...times].sort());
  });
});
