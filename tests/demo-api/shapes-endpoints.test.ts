// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { setShapes } from '../../src/mocks/control';
import { resetStore } from '../../src/mocks/store';
import { getDashboard, setupDemoApi, tokenFor } from './helpers';
import { expectSameMeaning, instantOf, numbersIn } from './shapes-meaning';

setupDemoApi();

// Pinned, so the month ranges below cover the seed and every run sees the same data.
beforeEach(() => resetStore({ now: new Date('2025-06-15T12:00:00Z') }));

const QUERY = { hospitalId: 0, days: 0, page: 1, limit: 30, startDate: '01/2025', endDate: '06/2025' };
const ENDPOINTS = [
  'addresses',
  'total-doctorspatients',
  'performance-status',
  'performance-status-all',
  'treatments',
  'last-active-doctors',
  'cid-distribution',
  'pain',
  'fever',
  'last-weeklyreports',
  'last-symptoms',
  'last-demands',
  'last-patients',
  'last-patients-all',
  'alerts',
  'messages',
];

type Row = Record<string, unknown>;

/** One endpoint's answer in the default profile, then in the alternate one. */
async function bothProfiles<T = unknown>(endpoint: string): Promise<{ original: T; alternate: T }> {
  const token = await tokenFor();
  setShapes('default');
  const original = await getDashboard<T>(endpoint, QUERY, token);
  setShapes('alternate');
  const alternate = await getDashboard<T>(endpoint, QUERY, token);
  expect([original.status, alternate.status], endpoint).toEqual([200, 200]);
  return { original: original.body, alternate: alternate.body };
}

describe('the alternate shapes on every dashboard and alert endpoint', () => {
  it.each(ENDPOINTS)('%s says the same in other shapes, with no JSON number left', async (endpoint) => {
    const { original, alternate } = await bothProfiles(endpoint);
    expect(numbersIn(original).length, 'the default profile has numbers to rewrite').toBeGreaterThan(0);
    expect(numbersIn(alternate)).toEqual([]);
    expectSameMeaning(original, alternate);
  });

  it('totals and addresses: numeric strings and unknown fields', async () => {
    const totals = await bothProfiles<Row>('total-doctorspatients');
    expect(totals.alternate).toEqual({
      $id: '1',
      Professionals: String(totals.original.Professionals),
      Patients: '150',
      Extra: { Note: 'campo desconhecido', List: ['1'] },
    });
    const addresses = await bothProfiles<Row[]>('addresses');
    expect(addresses.alternate.map((row) => [row.InstitutionAddressId, row.Street])).toEqual(
      addresses.original.map((row) => [String(row.InstitutionAddressId), row.Street]),
    );
  });

  it('alerts: the three date forms in turn, same instants; the symptom without its id; teams in three shapes', async () => {
    const { original, alternate } = await bothProfiles<Row[]>('alerts');
    expect(alternate.length).toBeGreaterThan(6);
    const forms = [/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}$/, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00$/, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}Z$/];
    alternate.forEach((row, index) => {
      expect(row.DateAndTime, `row ${index}`).toMatch(forms[index % 3] ?? /$^/);
      expect(instantOf(String(row.DateAndTime))).toBe(Date.parse(String(original[index]?.DateAndTime)));
      const symptom = row.Symptom as Row;
      expect([typeof symptom.Name, typeof symptom.IsEva, 'Id' in symptom]).toEqual(['string', 'boolean', false]);
    });
    expect(alternate.slice(0, 3).map((row) => typeof row.Doctor)).toEqual(['string', 'object', 'object']);
    expect(alternate[1]?.Doctor).not.toHaveProperty('Id');
    expect((alternate[2]?.Doctor as Row).Id).toMatch(/^\d+$/);
  });

  it('alerts and pain: Phone, BirthDate and Gender null in turn on patient rows, never Id, Name or the figures', async () => {
    const alerts = (await bothProfiles<Row[]>('alerts')).alternate;
    expect(alerts.slice(0, 3).map((row) => [row.Phone === null, row.BirthDate === null, row.Gender === null])).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
    const pain = await bothProfiles<{ Percentage: unknown; Total: unknown; PatientSymptoms: Row[] }>('pain');
    expect([pain.alternate.Percentage, pain.alternate.Total]).toEqual([String(pain.original.Percentage), String(pain.original.Total)]);
    for (const row of [...alerts, ...pain.alternate.PatientSymptoms]) {
      expect(row.Id).toMatch(/^\d+$/);
      expect(row.Name).toEqual(expect.any(String));
      expect(row.Intensity).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  it('last-patients: CIDs as CID, flat fields and the list in turn; CreatedAt keeps its milliseconds', async () => {
    const { original, alternate } = await bothProfiles<{ Data: Row[]; TotalInfo: unknown }>('last-patients');
    expect(alternate.TotalInfo).toBe(String(original.TotalInfo));
    const [first, second, third] = alternate.Data;
    expect(first).toHaveProperty('CID');
    expect(first).not.toHaveProperty('CIDs');
    expect(second).toHaveProperty('CIDCode');
    expect(second).not.toHaveProperty('CIDs');
    expect(third).toHaveProperty('CIDs');
    const withMillis = original.Data.findIndex((row) => !String(row.CreatedAt).endsWith('.000Z'));
    expect(withMillis).toBeGreaterThanOrEqual(0);
    expect(instantOf(String(alternate.Data[withMillis]?.CreatedAt))).toBe(Date.parse(String(original.Data[withMillis]?.CreatedAt)));
    for (const row of alternate.Data) if (row.BirthDate !== null) expect(row.BirthDate).toMatch(/^\d{4}-\d\d-\d\dT00:00:00$/);
  });

  it('last-patients-all keeps its MM/YYYY months', async () => {
    const { original, alternate } = await bothProfiles<Row[]>('last-patients-all');
    expect(alternate.map((row) => row.Month)).toEqual(original.map((row) => row.Month));
  });

  it('is deterministic: the same store answers the same body', async () => {
    const token = await tokenFor();
    setShapes('alternate');
    for (const endpoint of ['alerts', 'last-patients', 'messages']) {
      const first = await getDashboard(endpoint, QUERY, token);
      resetStore({ now: new Date('2025-06-15T12:00:00Z') });
      expect((await getDashboard(endpoint, QUERY, token)).body, endpoint).toEqual(first.body);
    }
  });
});
