// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS_ID, store } from '../../src/mocks/store';
import { getDashboard, setupDemoApi, share, tokenFor, withinDaysOf } from './helpers';

setupDemoApi();

const ADDRESSES = [1, 2, 3, 4];
const LINES = ['1° Linha', '2° Linha', '3° Linha', '4° Linha', 'Nenhum Tratamento Neoplásico'];

interface Person {
  Id: number;
  Name: string;
  Phone: string;
}
interface Doctors {
  Percentage: number;
  ActiveDoctors: Person[];
  InactiveDoctors: Person[];
}
interface Cid {
  CIDCode: string;
  CIDId: number;
  Description: string;
  Percentage: number;
}

const patientsAt = (hospitalId: number, institutionId = 1) =>
  store.patients.filter((p) => p.InstitutionId === institutionId && (hospitalId === 0 || p.InstitutionAddressId === hospitalId));

/** Test-side rule: active registrations; at an address, members of the teams of its patients. */
function staffAt(hospitalId: number, institutionId = 1) {
  const teams = new Set(patientsAt(hospitalId, institutionId).map((p) => p.TeamId));
  return store.professionals.filter(
    (p) => p.InstitutionId === institutionId && p.Status === 'Active' && (hospitalId === 0 || p.TeamIds.some((id) => teams.has(id))),
  );
}

describe('GET api/dashboard/total-doctorspatients', () => {
  it('counts the seeded patients and professionals, per address too', async () => {
    const token = await tokenFor();
    const all = await getDashboard<{ Professionals: number; Patients: number }>('total-doctorspatients', { hospitalId: 0 }, token);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ Professionals: staffAt(0).length, Patients: patientsAt(0).length });
    expect(all.body.Patients).toBe(150);
    let sum = 0;
    for (const hospitalId of ADDRESSES) {
      const { body } = await getDashboard<{ Professionals: number; Patients: number }>('total-doctorspatients', { hospitalId }, token);
      expect(body).toEqual({ Professionals: staffAt(hospitalId).length, Patients: patientsAt(hospitalId).length });
      expect(body.Professionals).toBeLessThanOrEqual(all.body.Professionals);
      sum += body.Patients;
    }
    expect(sum).toBe(all.body.Patients);
  });

  it('answers zeros for the address without patients', async () => {
    const { body } = await getDashboard('total-doctorspatients', { hospitalId: EMPTY_ADDRESS_ID }, await tokenFor());
    expect(body).toEqual({ Professionals: 0, Patients: 0 });
  });
});

describe('GET api/dashboard/performance-status', () => {
  it('gives the five levels with the share of patients by current PS', async () => {
    const token = await tokenFor();
    for (const hospitalId of [0, 2]) {
      const { status, body } = await getDashboard<{ PS: string; Percentage: number }[]>('performance-status', { hospitalId }, token);
      expect(status).toBe(200);
      const patients = patientsAt(hospitalId);
      expect(body).toEqual(
        [0, 1, 2, 3, 4].map((level) => ({
          PS: `ps${level}`,
          Percentage: share(patients.filter((p) => p.CurrentPS === level).length, patients.length),
        })),
      );
      const total = body.reduce((sum, entry) => sum + entry.Percentage, 0);
      expect(total).toBeGreaterThan(99.5);
      expect(total).toBeLessThan(100.5);
    }
  });

  it('has every level at institution 1', async () => {
    const { body } = await getDashboard<{ Percentage: number }[]>('performance-status', { hospitalId: 0 }, await tokenFor());
    for (const entry of body) expect(entry.Percentage).toBeGreaterThan(0);
  });
});

describe('GET api/dashboard/treatments', () => {
  it('counts patients per line, leaving out empty lines, and adds up over the addresses', async () => {
    const token = await tokenFor();
    const { body: all } = await getDashboard<{ Line: string; Total: number }[]>('treatments', { hospitalId: 0 }, token);
    expect(all.map((entry) => entry.Line)).toEqual(LINES);
    const perLine = new Map<string, number>();
    for (const hospitalId of [0, ...ADDRESSES]) {
      const { body } = await getDashboard<{ Line: string; Total: number }[]>('treatments', { hospitalId }, token);
      const expected = LINES.map((Line) => ({ Line, Total: patientsAt(hospitalId).filter((p) => p.TreatmentLine === Line).length }));
      expect(body).toEqual(expected.filter((entry) => entry.Total > 0));
      if (hospitalId !== 0) for (const entry of body) perLine.set(entry.Line, (perLine.get(entry.Line) ?? 0) + entry.Total);
    }
    expect(Object.fromEntries(perLine)).toEqual(Object.fromEntries(all.map((entry) => [entry.Line, entry.Total])));
  });

  it('answers [] for an address without patients', async () => {
    expect((await getDashboard('treatments', { hospitalId: EMPTY_ADDRESS_ID }, await tokenFor())).body).toEqual([]);
  });
});

describe('GET api/dashboard/last-active-doctors', () => {
  it('splits the professionals by activity in the last 21 days', async () => {
    const token = await tokenFor();
    for (const hospitalId of [0, 1, 3]) {
      const { status, body } = await getDashboard<Doctors>('last-active-doctors', { hospitalId }, token);
      expect(status).toBe(200);
      const staff = staffAt(hospitalId);
      const active = staff.filter((p) => withinDaysOf(store.anchor, p.LastActivityAt, 21));
      expect(body.ActiveDoctors.map((p) => p.Id).sort()).toEqual(active.map((p) => p.Id).sort());
      expect(body.InactiveDoctors.map((p) => p.Id).sort()).toEqual(
        staff
          .filter((p) => !active.includes(p))
          .map((p) => p.Id)
          .sort(),
      );
      expect(body.Percentage).toBe(share(active.length, staff.length));
      const totals = await getDashboard<{ Professionals: number }>('total-doctorspatients', { hospitalId }, token);
      expect(body.ActiveDoctors.length + body.InactiveDoctors.length).toBe(totals.body.Professionals);
      for (const person of [...body.ActiveDoctors, ...body.InactiveDoctors]) {
        expect(Object.keys(person).sort()).toEqual(['Id', 'Name', 'Phone']);
        expect(person.Phone).toMatch(/^\d{10,11}$/);
      }
    }
  });

  it('has active and inactive professionals at institution 1', async () => {
    const { body } = await getDashboard<Doctors>('last-active-doctors', { hospitalId: 0 }, await tokenFor());
    expect(body.ActiveDoctors.length).toBeGreaterThan(0);
    expect(body.InactiveDoctors.length).toBeGreaterThanOrEqual(2);
  });

  it('answers empty lists and 0 % for an address without patients', async () => {
    const { body } = await getDashboard('last-active-doctors', { hospitalId: EMPTY_ADDRESS_ID }, await tokenFor());
    expect(body).toEqual({ Percentage: 0, ActiveDoctors: [], InactiveDoctors: [] });
  });
});

describe('GET api/dashboard/cid-distribution', () => {
  it('gives every main diagnosis present with its share, largest first', async () => {
    const token = await tokenFor();
    for (const [institutionId, hospitalId] of [
      [1, 0],
      [1, 2],
      [165, 0],
    ] as const) {
      const caller = institutionId === 1 ? token : await tokenFor(165, 'hospital165@painel.demo');
      const { body } = await getDashboard<Cid[]>('cid-distribution', { hospitalId }, caller);
      const patients = patientsAt(hospitalId, institutionId);
      const counts = new Map<number, number>();
      for (const p of patients) {
        const main = p.CIDs.find((cid) => cid.IsEnable);
        if (main) counts.set(main.CIDId, (counts.get(main.CIDId) ?? 0) + 1);
      }
      expect(body.map((entry) => entry.CIDId).sort((a, b) => a - b)).toEqual([...counts.keys()].sort((a, b) => a - b));
      for (const entry of body) {
        const type = store.cidTypes.find((cid) => cid.Id === entry.CIDId);
        expect(entry).toEqual({
          CIDCode: type?.CIDCode,
          CIDId: entry.CIDId,
          Description: type?.Description,
          Percentage: share(counts.get(entry.CIDId) ?? 0, patients.length),
        });
      }
      const percentages = body.map((entry) => entry.Percentage);
      expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
      expect(Math.abs(percentages.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(1);
    }
  });
});
