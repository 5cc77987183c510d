// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { licencesOf } from '../../src/mocks/lib/licences';
import { setShapes } from '../../src/mocks/control';
import { store } from '../../src/mocks/store';
import { getWithToken, sendJson, tokenFor, setupDemoApi } from './helpers';

setupDemoApi();

interface Row {
  Id: number;
  Name: string;
  Gender: string;
  BirthDate: string;
  RegisterNumber: string;
  Doctor: { Id: number; Name: string } | null;
  CIDs: { CIDCode: string; Description: string }[];
  IsLicensed: boolean;
  Institution: { Id: number };
}
interface Page {
  Data: Row[];
  Pagination: { CurrentPage: number; TotalPage: number; ItemPerPage: number };
}

async function page(path: string, institutionId = 1): Promise<Page> {
  const response = await getWithToken(path, await tokenFor(institutionId));
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

const patientsOf = (institutionId: number) => store.patients.filter((p) => p.InstitutionId === institutionId);
/** What the list shows: the institution's patients and those shared with it (3 of São Lucas' with Vida Plena). */
const listedFor = (institutionId: number) =>
  store.patients.filter((p) => p.InstitutionId === institutionId || p.SharedWithInstitutionIds.includes(institutionId));

describe('GET api/patient', () => {
  it('pages the institution’s patients by name, with the list’s columns', async () => {
    const first = await page('/api/patient?page=1&limit=10');
    // 150 of its own and 3 São Lucas patients it follows too: 16 pages of 10.
    const total = listedFor(1).length;
    expect(total).toBe(153);
    expect(first.Pagination).toEqual({ CurrentPage: 1, TotalPage: Math.ceil(total / 10), ItemPerPage: 10 });
    expect(first.Data).toHaveLength(10);
    const names = first.Data.map((row) => row.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const sample = first.Data.find((row) => row.Institution.Id === 1)!;
    const patient = store.patients.find((p) => p.Id === sample.Id)!;
    expect(patient.InstitutionId).toBe(1);
    expect(sample).toMatchObject({ Name: patient.Name, Gender: patient.Gender, BirthDate: patient.BirthDate, IsLicensed: patient.IsLicensed });
    expect(sample.Doctor?.Id).toBe(patient.TeamId);
    expect(sample.CIDs).toHaveLength(patient.CIDs.filter((cid) => cid.IsEnable).length);
  });

  it("in the 'spec' profile, sends every CID as the spec's Patient CID entry, disabled ones included", async () => {
    setShapes('spec');
    const rows = (await page('/api/patient?page=1&limit=100')).Data as unknown as {
      Id: number;
      CIDs: { Id: number; CID: { Id: number; CIDCode: string }; IsEnable: boolean }[];
    }[];
    const withDisabled = rows.find((row) => row.CIDs.some((cid) => !cid.IsEnable));
    expect(withDisabled, 'a patient with a disabled CID entry on the first 100').toBeDefined();
    for (const row of rows) {
      const patient = store.patients.find((p) => p.Id === row.Id)!;
      expect(row.CIDs.map((entry) => [entry.Id, entry.CID.Id, entry.IsEnable])).toEqual(patient.CIDs.map((cid) => [cid.Id, cid.CIDId, cid.IsEnable]));
    }
  });

  it('never shows another institution’s patients', async () => {
    const body = await page('/api/patient?page=1&limit=100', 165);
    expect(body.Data.length).toBe(patientsOf(165).length);
    expect(body.Data.every((row) => patientsOf(165).some((p) => p.Id === row.Id))).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await getWithToken('/api/patient?page=1&limit=10')).status).toBe(401);
  });
});

describe('GET api/patient/search', () => {
  it('finds by name without accents or case, and by registration number', async () => {
    const patient = patientsOf(1)[7]!;
    const byName = await page(`/api/patient/search?queryParameter=${encodeURIComponent(patient.Name.split(' ')[0]!.toUpperCase())}&page=1&limit=100`);
    expect(byName.Data.map((row) => row.Id)).toContain(patient.Id);
    const byNumber = await page(`/api/patient/search?queryParameter=${patient.RegisterNumber}&page=1&limit=100`);
    expect(byNumber.Data.map((row) => row.Id)).toContain(patient.Id);
    expect(byNumber.Data.every((row) => row.RegisterNumber.includes(patient.RegisterNumber) || row.Name.includes(patient.RegisterNumber))).toBe(true);
  });

  it('filters by address (addressId) and team (doctorId), together', async () => {
    const body = await page('/api/patient/search?queryParameter=&addressId=2&doctorId=1&page=1&limit=100');
    const expected = patientsOf(1).filter((p) => p.InstitutionAddressId === 2 && p.TeamId === 1);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.Data.map((row) => row.Id).sort((a, b) => a - b)).toEqual(expected.map((p) => p.Id).sort((a, b) => a - b));
  });
});

describe('PUT api/patient/changeteam/{id}', () => {
  it('moves the patient to another team of the institution, with or without PatientId', async () => {
    const token = await tokenFor(1);
    const patient = patientsOf(1).find((p) => p.TeamId !== 6)!;
    expect((await sendJson('PUT', `/api/patient/changeteam/${patient.Id}`, { TeamId: 6 }, token)).status).toBe(200);
    expect(store.patients.find((p) => p.Id === patient.Id)!.TeamId).toBe(6);
    expect((await sendJson('PUT', `/api/patient/changeteam/${patient.Id}`, { PatientId: patient.Id, TeamId: '2' }, token)).status).toBe(200);
    expect(store.patients.find((p) => p.Id === patient.Id)!.TeamId).toBe(2);
  });

  it('refuses another institution’s team, a PatientId that is not this one, and an unknown patient', async () => {
    const token = await tokenFor(1);
    const patient = patientsOf(1)[0]!;
    const other = await sendJson('PUT', `/api/patient/changeteam/${patient.Id}`, { TeamId: 9 }, token);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ Errors: ['Equipe inválida.'] });
    expect((await sendJson('PUT', `/api/patient/changeteam/${patient.Id}`, { PatientId: patient.Id + 1, TeamId: 2 }, token)).status).toBe(400);
    expect((await sendJson('PUT', '/api/patient/changeteam/99999', { TeamId: 2 }, token)).status).toBe(404);
    expect(store.patients.find((p) => p.Id === patient.Id)!.TeamId).toBe(patient.TeamId);
  });
});

describe('PUT api/patient/{id}/license', () => {
  it('revokes and grants a licence, and the licence count follows', async () => {
    const token = await tokenFor(1);
    const licensed = patientsOf(1).find((p) => p.IsLicensed)!;
    const before = licencesOf(1).AvailableLicenses;
    expect((await sendJson('PUT', `/api/patient/${licensed.Id}/license`, { IsLicensed: false }, token)).status).toBe(200);
    expect(licencesOf(1).AvailableLicenses).toBe(before + 1);
    const licences = (await (await getWithToken('/api/licenses', token)).json()) as { AvailableLicenses: number };
    expect(licences.AvailableLicenses).toBe(before + 1);
    expect((await sendJson('PUT', `/api/patient/${licensed.Id}/license`, { IsLicensed: true }, token)).status).toBe(200);
    expect(licencesOf(1).AvailableLicenses).toBe(before);
  });

  it('cannot grant a licence when none is left, and wants a boolean', async () => {
    const token = await tokenFor(165);
    const institution = store.institutions.find((i) => i.Id === 165)!;
    institution.TotalLicenses = patientsOf(165).filter((p) => p.IsLicensed).length;
    const unlicensed = patientsOf(165).find((p) => !p.IsLicensed)!;
    const refused = await sendJson('PUT', `/api/patient/${unlicensed.Id}/license`, { IsLicensed: true }, token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ Errors: ['Não há licenças disponíveis.'] });
    expect(store.patients.find((p) => p.Id === unlicensed.Id)!.IsLicensed).toBe(false);
    expect((await sendJson('PUT', `/api/patient/${unlicensed.Id}/license`, { IsLicensed: 'sim' }, token)).status).toBe(400);
  });
});

describe('GET api/cidtype', () => {
  it('lists the CID types with code and description, in both profiles', async () => {
    const token = await tokenFor(1);
    const types = (await (await getWithToken('/api/cidtype', token)).json()) as { Id: number; CIDCode: string; Description: string }[];
    expect(types).toContainEqual({ Id: 1, CIDCode: 'C50.9', Description: 'Neoplasia maligna da mama, não especificada' });
    setShapes('alternate');
    const alternate = (await (await getWithToken('/api/cidtype', token)).json()) as Record<string, unknown>[];
    expect(alternate[0]).toMatchObject({ Id: '1', CIDCode: 'C50.9' });
  });
});
