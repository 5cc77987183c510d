// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS_ID, store } from '../../src/mocks/store';
import type { SymptomReport } from '../../src/mocks/store';
import { getDashboard, setupDemoApi, share, tokenFor, withinDaysOf } from './helpers';

setupDemoApi();

const ADDRESSES = [1, 2, 3, 4];

interface SymptomPatient {
  Id: number;
  Name: string;
  Gender: string;
  BirthDate: string;
  DateAndTime: string;
  Doctor: { Id: number; Name: string } | null;
  Intensity: number;
  Phone: string;
  CIDs: { CIDCode: string; Description: string }[];
}
interface SymptomAnswer {
  Percentage: number;
  Total: number;
  PatientSymptoms: SymptomPatient[];
}

const idsAt = (hospitalId: number, institutionId = 1) =>
  new Set(store.patients.filter((p) => p.InstitutionId === institutionId && (hospitalId === 0 || p.InstitutionAddressId === hospitalId)).map((p) => p.Id));
const inWindow = (iso: string) => withinDaysOf(store.anchor, iso, 21);
const windowReports = (hospitalId: number, symptomId: number) => {
  const ids = idsAt(hospitalId);
  return store.symptomReports.filter((r) => ids.has(r.PatientId) && r.SymptomId === symptomId && inWindow(r.DateAndTime));
};
function latestOf(reports: SymptomReport[]): Map<number, SymptomReport> {
  const latest = new Map<number, SymptomReport>();
  for (const r of [...reports].sort((a, b) => Date.parse(a.DateAndTime) - Date.parse(b.DateAndTime) || a.Id - b.Id)) latest.set(r.PatientId, r);
  return latest;
}

/** Expected pain answer, recomputed: latest pain report in 21 days with EVA 3 or more. */
function expectedPain(hospitalId: number) {
  const latest = latestOf(windowReports(hospitalId, 1));
  const hits = [...latest.values()].filter((r) => r.Intensity >= 3);
  return { total: hits.length, reporters: latest.size, hits };
}

/** Expected fever answer: any temperature of 37.8 or more in 21 days; the latest such reading. */
function expectedFever(hospitalId: number) {
  const readings = windowReports(hospitalId, 13);
  const hits = [...latestOf(readings.filter((r) => r.Intensity >= 37.8)).values()];
  return { total: hits.length, reporters: new Set(readings.map((r) => r.PatientId)).size, hits };
}

function checkRows(rows: SymptomPatient[], hits: SymptomReport[]) {
  expect(rows.map((row) => [row.Id, row.DateAndTime, row.Intensity]).sort()).toEqual(hits.map((r) => [r.PatientId, r.DateAndTime, r.Intensity]).sort());
  const times = rows.map((row) => Date.parse(row.DateAndTime));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  for (const row of rows) {
    const patient = store.patients.find((p) => p.Id === row.Id);
    const team = store.teams.find((t) => t.Id === patient?.TeamId);
    expect(row).toMatchObject({ Name: patient?.Name, Gender: patient?.Gender, BirthDate: patient?.BirthDate, Phone: patient?.Phone });
    expect(row.Doctor).toEqual({ Id: team?.Id, Name: team?.Name });
    expect(row.CIDs).toHaveLength(patient?.CIDs.filter((cid) => cid.IsEnable).length ?? -1);
  }
}

describe('GET api/dashboard/pain and fever', () => {
  it('lists the patients with moderate or severe pain in the last 21 days', async () => {
    const token = await tokenFor();
    let sum = 0;
    for (const hospitalId of [0, ...ADDRESSES]) {
      const { status, body } = await getDashboard<SymptomAnswer>('pain', { hospitalId }, token);
      expect(status).toBe(200);
      const expected = expectedPain(hospitalId);
      expect(body.Total).toBe(expected.total);
      expect(body.Percentage).toBe(share(expected.total, expected.reporters));
      checkRows(body.PatientSymptoms, expected.hits);
      if (hospitalId === 0) expect(body.Total).toBeGreaterThanOrEqual(5);
      else sum += body.Total;
    }
    expect(sum).toBe(expectedPain(0).total);
  });

  it('lists the patients with fever (37.8 °C or more) in the last 21 days', async () => {
    const token = await tokenFor();
    let sum = 0;
    for (const hospitalId of [0, ...ADDRESSES]) {
      const { body } = await getDashboard<SymptomAnswer>('fever', { hospitalId }, token);
      const expected = expectedFever(hospitalId);
      expect(body.Total).toBe(expected.total);
      expect(body.Percentage).toBe(share(expected.total, expected.reporters));
      checkRows(body.PatientSymptoms, expected.hits);
      for (const row of body.PatientSymptoms) expect(row.Intensity).toBeGreaterThanOrEqual(37.8);
      if (hospitalId === 0) expect(body.Total).toBeGreaterThanOrEqual(3);
      else sum += body.Total;
    }
    expect(sum).toBe(expectedFever(0).total);
  });

  it('counts the boundaries: EVA 3, 37.8 °C and a report exactly 21 days old', async () => {
    const token = await tokenFor();
    const quiet = store.patients.filter(
      (p) => p.InstitutionId === 1 && !store.symptomReports.some((r) => r.PatientId === p.Id && withinDaysOf(store.anchor, r.DateAndTime, 22)),
    );
    const [a, b, c] = quiet;
    if (!a || !b || !c) throw new Error('the seed should have patients without recent reports');
    const anchor = Date.parse(store.anchor);
    const at = (minutesAgo: number) => new Date(anchor - minutesAgo * 60_000).toISOString();
    const before = {
      pain: (await getDashboard<SymptomAnswer>('pain', { hospitalId: 0 }, token)).body.Total,
      fever: (await getDashboard<SymptomAnswer>('fever', { hospitalId: 0 }, token)).body.Total,
    };
    let id = 1_000_000;
    const add = (PatientId: number, SymptomId: number, Intensity: number, DateAndTime: string) =>
      store.symptomReports.push({ Id: id++, PatientId, SymptomId, Intensity, DateAndTime, Pending: false });
    add(a.Id, 1, 9, at(21 * 24 * 60 + 1)); // just outside the window: ignored
    add(a.Id, 1, 3, at(21 * 24 * 60)); // exactly 21 days ago: the latest in the window
    add(b.Id, 1, 8, at(60));
    add(b.Id, 1, 2, at(30)); // b's latest pain is mild: not counted
    add(b.Id, 13, 37.8, at(20));
    add(c.Id, 13, 37.7, at(10));
    const pain = (await getDashboard<SymptomAnswer>('pain', { hospitalId: 0 }, token)).body;
    const fever = (await getDashboard<SymptomAnswer>('fever', { hospitalId: 0 }, token)).body;
    expect(pain.Total).toBe(before.pain + 1);
    expect(pain.PatientSymptoms.find((row) => row.Id === a.Id)?.Intensity).toBe(3);
    expect(pain.PatientSymptoms.some((row) => row.Id === b.Id)).toBe(false);
    expect(fever.Total).toBe(before.fever + 1);
    expect(fever.PatientSymptoms[0]).toMatchObject({ Id: b.Id, Intensity: 37.8 });
    expect(pain).toMatchObject({ Percentage: share(expectedPain(0).total, expectedPain(0).reporters) });
    expect(fever).toMatchObject({ Percentage: share(expectedFever(0).total, expectedFever(0).reporters) });
  });

  it('answers 0 and [] for the address without patients', async () => {
    const token = await tokenFor();
    for (const endpoint of ['pain', 'fever']) {
      const { body } = await getDashboard(endpoint, { hospitalId: EMPTY_ADDRESS_ID }, token);
      expect(body).toEqual({ Percentage: 0, Total: 0, PatientSymptoms: [] });
    }
  });
});
