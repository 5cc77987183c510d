// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS_ID, resetStore, store } from '../../src/mocks/store';
import { getDashboard, setupDemoApi, tokenFor, withinDaysOf } from './helpers';

setupDemoApi();

// Pinned, so the month ranges below always cover the seed (registered from about Oct 2024).
const NOW = new Date('2025-06-15T12:00:00Z');
beforeEach(() => resetStore({ now: NOW }));

interface Page {
  Data: { Id: number; Name: string; Gender: string; BirthDate: string; CreatedAt: string; Doctor: unknown; Phone: string; CIDs: unknown[] }[];
  TotalInfo: number;
  TotalPage: number;
  CurrentPage: number;
}
interface PsMonth {
  Month: string;
  PerformanceStatus: { PS: string; Percentage: number }[];
}
interface PatientsMonth {
  Month: string;
  ActivePatients: number;
  TotalPatients: number;
}

const patientsAt = (hospitalId: number) => store.patients.filter((p) => p.InstitutionId === 1 && (hospitalId === 0 || p.InstitutionAddressId === hospitalId));
/** 'MM/YYYY' on UTC-3, computed independently of src/mocks/lib/months.ts. */
const monthOf = (iso: string) => {
  const local = new Date(Date.parse(iso) - 3 * 3_600_000).toISOString();
  return `${local.slice(5, 7)}/${local.slice(0, 4)}`;
};
const RANGE = { startDate: '01/2025', endDate: '06/2025' };
const RANGE_MONTHS = ['01/2025', '02/2025', '03/2025', '04/2025', '05/2025', '06/2025'];

describe('GET api/dashboard/last-patients', () => {
  it('pages the newest registrations of each period', async () => {
    const token = await tokenFor();
    for (const days of [0, 7, 21, 30]) {
      const expected = patientsAt(0)
        .filter((p) => withinDaysOf(store.anchor, p.CreatedAt, days))
        .sort((a, b) => Date.parse(b.CreatedAt) - Date.parse(a.CreatedAt));
      const first = await getDashboard<Page>('last-patients', { hospitalId: 0, days, page: 1, limit: 10 }, token);
      expect(first.status).toBe(200);
      expect(first.body.TotalInfo).toBe(expected.length);
      expect(first.body.TotalPage).toBe(Math.ceil(expected.length / 10));
      const seen: number[] = [];
      for (let page = 1; page <= first.body.TotalPage; page += 1) {
        const { body } = await getDashboard<Page>('last-patients', { hospitalId: 0, days, page, limit: 10 }, token);
        expect(body.CurrentPage).toBe(page);
        expect(body.Data.length).toBe(page < body.TotalPage ? 10 : expected.length - 10 * (page - 1));
        seen.push(...body.Data.map((p) => p.Id));
      }
      expect(seen).toEqual(expected.map((p) => p.Id));
    }
    const counted = await getDashboard<Page>('last-patients', { hospitalId: 0, days: 21, page: 1, limit: 1 }, token);
    expect(counted.body.TotalInfo).toBeGreaterThan(3);
    expect(counted.body.Data).toHaveLength(1);
  });

  it('answers the patient fields, defaults to 10 per page and honours the address', async () => {
    const token = await tokenFor();
    const { body } = await getDashboard<Page>('last-patients', { hospitalId: 2, days: 0 }, token);
    expect(body.TotalInfo).toBe(patientsAt(2).length);
    expect(body.Data).toHaveLength(10);
    const [row] = body.Data;
    const patient = store.patients.find((p) => p.Id === row?.Id);
    expect(patient?.InstitutionAddressId).toBe(2);
    expect(Object.keys(row ?? {})).toEqual(['Id', 'Name', 'Gender', 'BirthDate', 'CreatedAt', 'Doctor', 'Phone', 'CIDs']);
    expect(row?.CreatedAt).toBe(patient?.CreatedAt);
  });

  it('answers past the last page with no data, and an empty address with zeros', async () => {
    const token = await tokenFor();
    const beyond = await getDashboard<Page>('last-patients', { hospitalId: 0, days: 0, page: 99, limit: 10 }, token);
    expect(beyond.body).toEqual({ Data: [], TotalInfo: 150, TotalPage: 15, CurrentPage: 99 });
    const empty = await getDashboard<Page>('last-patients', { hospitalId: EMPTY_ADDRESS_ID, days: 7, page: 2, limit: 10 }, token);
    expect(empty.body).toEqual({ Data: [], TotalInfo: 0, TotalPage: 0, CurrentPage: 2 });
  });

  it('refuses other periods and bad paging with 400', async () => {
    const token = await tokenFor();
    const queries: Record<string, string | number>[] = [
      { days: 14 },
      { days: 'abc' },
      {},
      { days: 7, page: 0 },
      { days: 7, limit: 0 },
      { days: 7, limit: 101 },
      { days: 7, page: 'x' },
    ];
    for (const query of queries) {
      const { status, body } = await getDashboard<{ Errors: string[] }>('last-patients', { hospitalId: 0, ...query }, token);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.Errors.length).toBeGreaterThan(0);
    }
  });
});

describe('GET api/dashboard/performance-status-all', () => {
  it("gives each month the PS shares of each patient's latest weekly report", async () => {
    const token = await tokenFor();
    for (const hospitalId of [0, 3]) {
      const { status, body } = await getDashboard<PsMonth[]>('performance-status-all', { hospitalId, ...RANGE }, token);
      expect(status).toBe(200);
      expect(body.map((entry) => entry.Month)).toEqual(RANGE_MONTHS);
      const ids = new Set(patientsAt(hospitalId).map((p) => p.Id));
      for (const entry of body) {
        const latest = new Map<number, number>();
        const reports = store.weeklyReports.filter((r) => ids.has(r.PatientId) && monthOf(r.DateAndTime) === entry.Month);
        for (const r of reports.sort((a, b) => a.DateAndTime.localeCompare(b.DateAndTime) || a.Id - b.Id)) latest.set(r.PatientId, r.PS);
        const levels = [...latest.values()];
        expect(entry.PerformanceStatus).toEqual(
          [0, 1, 2, 3, 4].map((level) => ({
            PS: `ps${level}`,
            Percentage: levels.length ? Math.round((levels.filter((ps) => ps === level).length / levels.length) * 1000) / 10 : 0,
          })),
        );
      }
    }
  });

  it('answers 404 when the range has no report, and 400 for bad ranges', async () => {
    const token = await tokenFor();
    expect((await getDashboard('performance-status-all', { hospitalId: 0, startDate: '01/2020', endDate: '06/2020' }, token)).status).toBe(404);
    const empty = await getDashboard<{ Message: string }>('performance-status-all', { hospitalId: EMPTY_ADDRESS_ID, ...RANGE }, token);
    expect(empty.status).toBe(404);
    expect(empty.body.Message).toBeTruthy();
    await expectBadRanges('performance-status-all', token);
  });
});

describe('GET api/dashboard/last-patients-all', () => {
  it('gives each month the registered total and the patients active in it', async () => {
    const token = await tokenFor();
    for (const hospitalId of [0, 1]) {
      const { status, body } = await getDashboard<PatientsMonth[]>('last-patients-all', { hospitalId, ...RANGE }, token);
      expect(status).toBe(200);
      const patients = patientsAt(hospitalId);
      const ids = new Set(patients.map((p) => p.Id));
      const activity = [...store.symptomReports, ...store.weeklyReports, ...store.messages].filter((item) => ids.has(item.PatientId));
      expect(body).toEqual(
        RANGE_MONTHS.map((Month) => {
          const [mm = '', yyyy = ''] = Month.split('/');
          // The first instant of the next month on UTC-3.
          const end = Date.UTC(Number(yyyy), Number(mm), 1, 3);
          return {
            Month,
            ActivePatients: new Set(activity.filter((item) => monthOf(item.DateAndTime) === Month).map((item) => item.PatientId)).size,
            TotalPatients: patients.filter((p) => Date.parse(p.CreatedAt) < end).length,
          };
        }),
      );
      expect(body.at(-1)?.TotalPatients).toBe(patients.length);
    }
  });

  it('answers 404 before the first registration or for an empty address, and 400 for bad ranges', async () => {
    const token = await tokenFor();
    expect((await getDashboard('last-patients-all', { hospitalId: 0, startDate: '01/2020', endDate: '03/2020' }, token)).status).toBe(404);
    expect((await getDashboard('last-patients-all', { hospitalId: EMPTY_ADDRESS_ID, ...RANGE }, token)).status).toBe(404);
    await expectBadRanges('last-patients-all', token);
  });
});

async function expectBadRanges(endpoint: string, token: string): Promise<void> {
  const bad: Record<string, string>[] = [
    {},
    { startDate: '01/2025' },
    { endDate: '01/2025' },
    { startDate: '2025-01', endDate: '06/2025' },
    { startDate: '13/2025', endDate: '12/2025' },
    { startDate: '06/2025', endDate: '01/2025' },
  ];
  for (const range of bad) {
    const { status, body } = await getDashboard<{ Title: string; Errors: string[] }>(endpoint, { hospitalId: 0, ...range }, token);
    expect(status, JSON.stringify(range)).toBe(400);
    expect(body.Errors.length).toBeGreaterThan(0);
  }
  const reversed = await getDashboard<{ Errors: string[] }>(endpoint, { hospitalId: 0, startDate: '06/2025', endDate: '01/2025' }, token);
  expect(reversed.body.Errors).toEqual(['A data final não pode ser menor que a data início.']);
}
