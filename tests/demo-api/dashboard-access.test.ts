// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signDemoToken } from '../../src/mocks/jwt';
import { getDashboard, setupDemoApi, tokenFor } from './helpers';

setupDemoApi();

/** Every dashboard endpoint with the extra parameters it needs. */
const ENDPOINTS: [string, Record<string, string | number>][] = [
  ['total-doctorspatients', {}],
  ['performance-status', {}],
  ['performance-status-all', { startDate: '01/2025', endDate: '06/2025' }],
  ['treatments', {}],
  ['last-active-doctors', {}],
  ['last-patients', { days: 0, page: 1, limit: 10 }],
  ['last-patients-all', { startDate: '01/2025', endDate: '06/2025' }],
  ['cid-distribution', {}],
  ['pain', {}],
  ['fever', {}],
  ['last-weeklyreports', {}],
  ['last-symptoms', {}],
  ['last-demands', {}],
  ['alerts', {}],
  ['messages', {}],
];

/** What each endpoint answers when the caller sees no patient at all. */
const EMPTY: Record<string, unknown> = {
  'total-doctorspatients': { Professionals: 0, Patients: 0 },
  treatments: [],
  'last-active-doctors': { Percentage: 0, ActiveDoctors: [], InactiveDoctors: [] },
  'last-patients': { Data: [], TotalInfo: 0, TotalPage: 0, CurrentPage: 1 },
  'cid-distribution': [],
  pain: { Percentage: 0, Total: 0, PatientSymptoms: [] },
  fever: { Percentage: 0, Total: 0, PatientSymptoms: [] },
  'last-weeklyreports': { Percentage: 0, Total: 0 },
  'last-symptoms': { Percentage: 0, Total: 0 },
  'last-demands': { Average: 0, Total: 0 },
  alerts: [],
  messages: [],
};

describe('dashboard endpoints, common rules', () => {
  it('answer 401 "Sessão expirada." without or with an expired token', async () => {
    const expired = await signDemoToken({ sub: 'admin@painel.demo', FeaturesId: [4], InstitutionId: 1 }, { expiresInSeconds: -5 });
    for (const [endpoint, query] of ENDPOINTS) {
      for (const token of [undefined, expired]) {
        const { status, body } = await getDashboard(endpoint, { hospitalId: 0, ...query }, token);
        expect(status, endpoint).toBe(401);
        expect(body).toEqual({ Title: null, Message: 'Sessão expirada.', Errors: null });
      }
    }
  });

  it('answer 400 with the error body when hospitalId is missing or not a whole number', async () => {
    const token = await tokenFor();
    for (const [endpoint, query] of ENDPOINTS) {
      for (const hospitalId of [undefined, '', 'abc', '1.5', '-1']) {
        const params = hospitalId === undefined ? query : { ...query, hospitalId };
        const { status, body } = await getDashboard<{ Title: string; Errors: string[] }>(endpoint, params, token);
        expect(status, `${endpoint} ${String(hospitalId)}`).toBe(400);
        expect(body.Title).toBe('Dados inválidos');
        expect(body.Errors[0]).toMatch(/hospitalId/);
      }
    }
  });

  it("see only the caller's institution: another institution's address gives empty answers", async () => {
    const token = await tokenFor(165, 'hospital165@painel.demo');
    for (const [endpoint, query] of ENDPOINTS) {
      const { status, body } = await getDashboard(endpoint, { hospitalId: 1, ...query }, token);
      if (endpoint.endsWith('-all')) {
        expect(status, endpoint).toBe(404);
      } else if (endpoint === 'performance-status') {
        expect(body).toEqual(['ps0', 'ps1', 'ps2', 'ps3', 'ps4'].map((PS) => ({ PS, Percentage: 0 })));
      } else {
        expect(body, endpoint).toEqual(EMPTY[endpoint]);
      }
    }
  });

  it('never mix the two institutions', async () => {
    const one = await tokenFor();
    const other = await tokenFor(165, 'hospital165@painel.demo');
    for (const endpoint of ['alerts', 'messages']) {
      const a = (await getDashboard<{ Id: number }[]>(endpoint, { hospitalId: 0 }, one)).body.map((item) => item.Id);
      const b = (await getDashboard<{ Id: number }[]>(endpoint, { hospitalId: 0 }, other)).body.map((item) => item.Id);
      expect(b.length).toBeGreaterThan(0);
      expect(a.filter((id) => b.includes(id))).toEqual([]);
    }
    const totals = await getDashboard<{ Patients: number }>('total-doctorspatients', { hospitalId: 0 }, other);
    expect(totals.body.Patients).toBe(30);
  });

  it('answer empty results to an institution without data', async () => {
    const token = await tokenFor(999, 'ninguem@painel.demo');
    for (const [endpoint, query] of ENDPOINTS) {
      const { status, body } = await getDashboard(endpoint, { hospitalId: 0, ...query }, token);
      if (endpoint.endsWith('-all')) expect(status, endpoint).toBe(404);
      else if (endpoint !== 'performance-status') expect(body, endpoint).toEqual(EMPTY[endpoint]);
    }
  });
});
