// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setPatientWrites, setShapes } from '../../src/mocks/control';
import { withCpfCheckDigits } from '../../src/mocks/lib/cpf';
import { licencesOf } from '../../src/mocks/lib/licences';
import { pdfString } from '../../src/mocks/lib/pdf';
import { createSeed } from '../../src/mocks/seed';
import { diagnosisByCid, stages } from '../../src/mocks/seed/cids';
import { postalAddressByCep } from '../../src/mocks/seed/postalAddresses';
import { isApiPath } from '../../src/mocks/server/api';
import { store } from '../../src/mocks/store';
import type { Patient } from '../../src/mocks/store';
import { API, getWithToken, loginAs, sendJson, setupDemoApi, tokenFor } from './helpers';

setupDemoApi();

type Json = Record<string, unknown>;

const RECORD_KEYS = [
  'Id',
  'Name',
  'Email',
  'Gender',
  'Phone',
  'CPF',
  'RegisterNumber',
  'BirthDate',
  'PS',
  'CurrentPS',
  'CEP',
  'Street',
  'Number',
  'Complement',
  'Neighborhood',
  'City',
  'UF',
  'Comorbidity',
  'Diagnostic',
  'Allergy',
  'RelativeName',
  'RelativePhone',
  'Status',
  'IsAppInstalled',
  'LifeStatus',
  'DeathDate',
  'DeathNotes',
  'Photo',
  'PainLevel',
  'Doctor',
  'Institution',
  'AttendancePlace',
  'CIDs',
];
const READ_ONLY = { Title: null, Message: 'Paciente de outra instituição: somente leitura.', Errors: null };
const SHARED_IDS = [151, 152, 153];

interface PatientFile {
  Id: number;
  Name: string;
  CPF: string;
  BirthDate: string | null;
  Status: string;
  IsAppInstalled: boolean;
  LifeStatus: string;
  DeathDate: string | null;
  DeathNotes: string | null;
  PainLevel: number | null;
  Doctor: { Id: number; Name: string } | null;
  Institution: { Id: number };
  AttendancePlace: { Street: string } | null;
  CIDs: { Id: number; CID: { Id: number; CIDCode: string; Description: string }; Morphology: string; Estadio: string; IsEnable: boolean }[];
  [key: string]: unknown;
}

const patient = (id: number): Patient => store.patients.find((p) => p.Id === id)!;
const ownOf = (institutionId: number) => store.patients.filter((p) => p.InstitutionId === institutionId);

async function call<T = Json>(method: string, path: string, token: string | undefined, body?: unknown): Promise<{ status: number; body: T }> {
  const response = method === 'GET' ? await getWithToken(path, token) : await sendJson(method, path, body, token);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const record = async (id: number, token: string) => call<PatientFile>('GET', `/api/patient/record/${id}`, token);

/** A CPF with valid check digits that no patient of the demo has. */
function freshCpf(): string {
  for (let base = 123_456_780; ; base += 1) {
    const cpf = withCpfCheckDigits(String(base));
    if (!store.patients.some((p) => p.CPF === cpf)) return cpf;
  }
}

const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
/** YYYY-MM-DD -> MM/DD/YYYY, the client's date form. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The PUT body the file sends, from the stored patient, with changes. */
function fileBody(p: Patient, changes: Json = {}): Json {
  return {
    Name: p.Name,
    Email: p.Email,
    Gender: p.Gender,
    Phone: p.Phone,
    CPF: p.CPF,
    RegisterNumber: p.RegisterNumber,
    TeamId: p.TeamId,
    BirthDate: p.BirthDate ? usDate(p.BirthDate) : null,
    PS: p.PS,
    CEP: p.CEP,
    Street: p.Street,
    Number: p.Number,
    Complement: p.Complement,
    Neighborhood: p.Neighborhood,
    City: p.City,
    UF: p.UF,
    Comorbidity: p.Comorbidity,
    Diagnostic: p.Diagnostic,
    Allergy: p.Allergy,
    RelativeName: p.RelativeName,
    RelativePhone: p.RelativePhone,
    Status: p.Status,
    LifeStatus: p.LifeStatus,
    DeathDate: p.DeathDate ? usDate(p.DeathDate) : null,
    DeathNotes: p.DeathNotes,
    ...changes,
  };
}

const errorsOf = (body: unknown) => (body as { Errors: string[] }).Errors;

describe('seeded record fields', () => {
  const data = createSeed(new Date('2025-06-15T12:00:00Z'));

  it('gives every patient an address from the real CEP table of its region, a relative and a diagnosis', () => {
    const cities: Json = { 1: ['São Paulo'], 165: ['Santos', 'São Vicente', 'Praia Grande'], 2: ['Ribeirão Preto'] };
    for (const p of data.patients) {
      const address = postalAddressByCep(p.CEP);
      expect(address, `${p.Id}`).toBeDefined();
      expect([p.Street, p.Neighborhood, p.City, p.UF]).toEqual([address?.street, address?.neighborhood, address?.city, 'SP']);
      expect(cities[p.InstitutionId]).toContain(p.City);
      expect(Number(p.Number)).toBeGreaterThanOrEqual(address?.numbers.from ?? 0);
      expect(Number(p.Number)).toBeLessThanOrEqual(address?.numbers.to ?? 0);
      expect(p.RelativePhone).toMatch(/^\d{11}$/);
      expect(p.RelativeName.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(p.Diagnostic.startsWith(diagnosisByCid[p.CIDs[0]!.CIDId]!)).toBe(true);
      expect(p.PS).toBe(p.CurrentPS);
      expect(p.Photo).toBeNull();
      expect(p.Allergy.length).toBeGreaterThan(0);
      for (const cid of p.CIDs) expect(stages).toContain(cid.Estadio);
    }
    expect(data.patients.filter((p) => p.Allergy === 'Nenhuma conhecida').length).toBeGreaterThan(data.patients.length / 3);
  });

  it('has about 10% Pending and 10% Inactive; Pending never installed the app, a few Active ones neither', () => {
    const share = (status: string) => data.patients.filter((p) => p.Status === status).length / data.patients.length;
    expect(share('Pending')).toBeGreaterThan(0.06);
    expect(share('Pending')).toBeLessThan(0.15);
    expect(share('Inactive')).toBeGreaterThan(0.06);
    expect(share('Inactive')).toBeLessThan(0.15);
    expect(data.patients.filter((p) => p.Status === 'Pending').every((p) => !p.AppInstalled)).toBe(true);
    const activeWithout = data.patients.filter((p) => p.Status === 'Active' && !p.AppInstalled).length;
    expect(activeWithout).toBeGreaterThan(0);
    expect(activeWithout).toBeLessThan(data.patients.length / 10);
    // Pending patients never sent anything through the app.
    const active = new Set([...data.symptomReports, ...data.weeklyReports, ...data.messages].map((item) => item.PatientId));
    expect(data.patients.filter((p) => p.Status === 'Pending' && active.has(p.Id))).toEqual([]);
  });

  it('gives a past death date and notes to the deceased only, after their last use of the app', () => {
    for (const p of data.patients) {
      if (p.LifeStatus !== 'Deceased') {
        expect([p.DeathDate, p.DeathNotes]).toEqual([null, null]);
        continue;
      }
      expect(p.DeathDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.DeathDate! < '2025-06-15').toBe(true);
      expect(p.DeathNotes?.length).toBeGreaterThan(10);
      const last = data.symptomReports
        .filter((r) => r.PatientId === p.Id)
        .map((r) => r.DateAndTime.slice(0, 10))
        .sort()
        .at(-1);
      if (last) expect(p.DeathDate! >= last).toBe(true);
    }
    expect(data.patients.some((p) => p.LifeStatus === 'Deceased')).toBe(true);
  });

  it('uses only the seven stages of the spec', () => {
    expect(stages).toEqual(['I', 'II', 'III', 'IV', 'LOC', 'EXT', 'NA']);
  });
});

describe('patients shared with another institution', () => {
  it('puts the first 3 São Lucas patients in Vida Plena’s list and search, with Institution.Id 165', async () => {
    expect(store.patients.filter((p) => p.SharedWithInstitutionIds.length > 0).map((p) => [p.Id, p.InstitutionId, p.SharedWithInstitutionIds])).toEqual(
      SHARED_IDS.map((id) => [id, 165, [1]]),
    );
    const token = await tokenFor(1);
    const list = await call<{ Data: { Id: number; Name: string; Institution: { Id: number } }[] }>('GET', '/api/patient?page=1&limit=100', token);
    const second = await call<{ Data: { Id: number; Name: string; Institution: { Id: number } }[] }>('GET', '/api/patient?page=2&limit=100', token);
    const rows = [...list.body.Data, ...second.body.Data];
    expect(rows).toHaveLength(153);
    const names = rows.map((row) => row.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    for (const id of SHARED_IDS) expect(rows.find((row) => row.Id === id)?.Institution).toEqual({ Id: 165 });
    expect(rows.filter((row) => row.Institution.Id === 1)).toHaveLength(150);

    const shared = patient(151);
    const byName = await call<{ Data: { Id: number }[] }>(
      'GET',
      `/api/patient/search?queryParameter=${encodeURIComponent(shared.Name)}&page=1&limit=100`,
      token,
    );
    expect(byName.body.Data.map((row) => row.Id)).toContain(151);
    // The filters apply to them too: São Lucas' team and address only match the shared ones.
    const byTeam = await call<{ Data: { Id: number }[] }>('GET', `/api/patient/search?queryParameter=&doctorId=${shared.TeamId}&page=1&limit=100`, token);
    expect(byTeam.body.Data.map((row) => row.Id).sort()).toEqual(SHARED_IDS.filter((id) => patient(id).TeamId === shared.TeamId));
    const byAddress = await call<{ Data: { Id: number }[] }>('GET', `/api/patient/search?addressId=${shared.InstitutionAddressId}&page=1&limit=100`, token);
    expect(byAddress.body.Data.map((row) => row.Id).sort()).toEqual(
      SHARED_IDS.filter((id) => patient(id).InstitutionAddressId === shared.InstitutionAddressId),
    );
  });

  it('lets Vida Plena read and export a shared record, São Lucas keeps its own and sees no Vida Plena patient', async () => {
    const vidaPlena = await tokenFor(1);
    const shared = await record(151, vidaPlena);
    expect(shared.status).toBe(200);
    expect(shared.body.Institution).toEqual({ Id: 165 });
    expect(shared.body.AttendancePlace?.Street).toMatch(/Santos|Praia Grande/);
    expect((await getWithToken('/api/patient/export/151', vidaPlena)).status).toBe(200);
    expect((await record(154, vidaPlena)).status).toBe(404);

    const saoLucas = await tokenFor(165, 'hospital165@painel.demo');
    expect((await record(151, saoLucas)).status).toBe(200);
    const notShared = await record(1, saoLucas);
    expect(notShared).toEqual({ status: 404, body: { Title: null, Message: 'Paciente não encontrado.', Errors: null } });
    const rows = await call<{ Data: { Institution: { Id: number } }[] }>('GET', '/api/patient?page=1&limit=100', saoLucas);
    expect(rows.body.Data.every((row) => row.Institution.Id === 165)).toBe(true);
  });

  it('refuses every change to a shared patient with 403, and leaves it as it was', async () => {
    const token = await tokenFor(1);
    const before = structuredClone(patient(151));
    const cidId = before.CIDs[0]!.Id;
    const calls: [string, string, unknown][] = [
      ['PUT', '/api/patient/151', fileBody(before, { Name: 'Outro Nome' })],
      ['PUT', '/api/patient/changeteam/151', { TeamId: 1 }],
      ['PUT', '/api/patient/151/license', { IsLicensed: !before.IsLicensed }],
      ['POST', '/api/cid/patient/151', [{ Id: 0, DoctorId: 1, CIDId: 2, Morphology: '', Estadio: 'II', IsEnable: true }]],
      ['PUT', '/api/cid/patient/151', [{ Id: cidId, DoctorId: 1, CIDId: 2, Morphology: '', Estadio: 'II', IsEnable: true }]],
      ['DELETE', `/api/cid/${cidId}/patient/151`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect(await call(method, path, token, body), `${method} ${path}`).toEqual({ status: 403, body: READ_ONLY });
    }
    expect(patient(151)).toEqual(before);
    // Unknown ids stay 404, for every change.
    for (const [method, path, body] of calls) {
      const unknown = path.replace('151', '99999');
      expect((await call(method, unknown, token, body)).status, `${method} ${unknown}`).toBe(404);
    }
  });
});

describe('the institution without licences (Serra Azul, id 2)', () => {
  it('has its own 12 unlicensed patients after every other id, 2 teams and 1 address', () => {
    const own = ownOf(2);
    expect(own.map((p) => p.Id)).toEqual(Array.from({ length: 12 }, (_, index) => 181 + index));
    expect(own.every((p) => !p.IsLicensed && p.InstitutionAddressId === 8 && [27, 28].includes(p.TeamId))).toBe(true);
    expect(store.teams.filter((team) => team.InstitutionId === 2).map((team) => [team.Id, team.Status])).toEqual([
      [27, 'Active'],
      [28, 'Active'],
    ]);
    expect(store.institutions.find((item) => item.Id === 2)).toEqual({ Id: 2, Name: 'Clínica Oncológica Serra Azul', TotalLicenses: 0 });
    expect(new Set(store.patients.map((p) => p.CPF)).size).toBe(store.patients.length);
  });

  it('signs in as admin@serraazul.demo, lists its patients and answers 0 licences; granting one is refused', async () => {
    const token = await loginAs('admin@serraazul.demo');
    expect((await call('GET', '/api/licenses', token)).body).toEqual({ TotalLicenses: 0, AvailableLicenses: 0 });
    const list = await call<{ Data: { Id: number; IsLicensed: boolean; Institution: { Id: number } }[] }>('GET', '/api/patient?page=1&limit=100', token);
    expect(list.body.Data).toHaveLength(12);
    expect(list.body.Data.every((row) => !row.IsLicensed && row.Institution.Id === 2)).toBe(true);
    const refused = await call('PUT', '/api/patient/181/license', token, { IsLicensed: true });
    expect(refused).toEqual({ status: 400, body: { Title: 'Dados inválidos', Message: null, Errors: ['Não há licenças disponíveis.'] } });
    expect((await call('PUT', '/api/patient/181/license', token, { IsLicensed: false })).status).toBe(200);
    expect(licencesOf(2)).toEqual({ TotalLicenses: 0, AvailableLicenses: 0 });
    expect((await record(181, token)).status).toBe(200);
    expect((await record(1, token)).status).toBe(404);
  });
});

describe('GET api/patient/record/{id}', () => {
  it('answers the file with its fields, the team, the institution, the attendance place and every CID entry', async () => {
    const withTwo = ownOf(1).find((p) => p.CIDs.length > 1 && p.CIDs.some((cid) => !cid.IsEnable))!;
    const { status, body } = await record(withTwo.Id, await tokenFor(1));
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(RECORD_KEYS);
    expect(body).toMatchObject({
      Id: withTwo.Id,
      Name: withTwo.Name,
      CPF: withTwo.CPF,
      BirthDate: `${withTwo.BirthDate}T00:00:00`,
      PS: withTwo.PS,
      CEP: withTwo.CEP,
      Street: withTwo.Street,
      Status: withTwo.Status,
      IsAppInstalled: withTwo.AppInstalled,
      Photo: null,
      Institution: { Id: 1 },
    });
    expect(body.Doctor).toEqual({ Id: withTwo.TeamId, Name: store.teams.find((t) => t.Id === withTwo.TeamId)?.Name });
    expect(body.AttendancePlace).toEqual({ Street: store.addresses.find((a) => a.InstitutionAddressId === withTwo.InstitutionAddressId)?.Street });
    expect(body.CIDs).toHaveLength(withTwo.CIDs.length);
    const first = withTwo.CIDs[0]!;
    const type = store.cidTypes.find((cid) => cid.Id === first.CIDId)!;
    expect(body.CIDs[0]).toEqual({
      Id: first.Id,
      CID: { Id: type.Id, CIDCode: type.CIDCode, Description: type.Description },
      Morphology: first.Morphology,
      Estadio: first.Estadio,
      IsEnable: true,
    });
    expect(body.CIDs.some((cid) => !cid.IsEnable)).toBe(true);
  });

  it('gives the latest EVA (pain) intensity as PainLevel, null without any; death fields for the deceased', async () => {
    const token = await tokenFor(1);
    const pain = store.symptomReports.filter((r) => r.SymptomId === 1).sort((a, b) => a.DateAndTime.localeCompare(b.DateAndTime) || a.Id - b.Id);
    const someone = pain.at(-1)!.PatientId;
    const latest = pain.filter((r) => r.PatientId === someone).at(-1)!;
    expect((await record(someone, token)).body.PainLevel).toBe(latest.Intensity);
    const without = ownOf(1).find((p) => !pain.some((r) => r.PatientId === p.Id))!;
    expect((await record(without.Id, token)).body.PainLevel).toBeNull();
    const deceased = ownOf(1).find((p) => p.LifeStatus === 'Deceased')!;
    const file = (await record(deceased.Id, token)).body;
    expect([file.DeathDate, file.DeathNotes]).toEqual([`${deceased.DeathDate}T00:00:00`, deceased.DeathNotes]);
    const alive = (await record(without.Id, token)).body;
    if (without.LifeStatus !== 'Deceased') expect([alive.DeathDate, alive.DeathNotes]).toEqual([null, null]);
  });

  it('answers 404 for an unknown id and another institution’s patient, 401 without a token', async () => {
    const token = await tokenFor(1);
    for (const id of ['99999', '160', 'abc']) {
      expect(await record(id as unknown as number, token), id).toEqual({
        status: 404,
        body: { Title: null, Message: 'Paciente não encontrado.', Errors: null },
      });
    }
    expect((await getWithToken('/api/patient/record/1')).status).toBe(401);
  });

  it('answers in the alternate profile without losing a CID entry or a field of the form', async () => {
    const token = await tokenFor(1);
    const withTwo = ownOf(1).find((p) => p.CIDs.length > 1)!;
    setShapes('alternate');
    const { status, body } = await record(withTwo.Id, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      $id: '1',
      Id: String(withTwo.Id),
      PS: String(withTwo.PS),
      CurrentPS: String(withTwo.CurrentPS),
      Phone: withTwo.Phone,
      Gender: withTwo.Gender,
    });
    expect(body.Extra).toEqual({ Note: 'campo desconhecido', List: ['1'] });
    expect(body.Institution).toMatchObject({ Id: '1' });
    expect(body.BirthDate).toBe(`${withTwo.BirthDate}T00:00:00`);
    // The team in one of the profile's shapes (here the first: its bare name).
    expect(body.Doctor).toBe(store.teams.find((t) => t.Id === withTwo.TeamId)?.Name);
    const cids = body.CIDs as unknown as Json[];
    expect(cids.map((cid) => cid.Id)).toEqual(withTwo.CIDs.map((cid) => String(cid.Id)));
    expect(cids[0]?.CID).toMatchObject({ Id: String(withTwo.CIDs[0]!.CIDId) });
  });
});

describe('POST api/patient/{id}', () => {
  const form = (changes: Json = {}): Json => ({
    Name: 'Rosa Maria Teixeira',
    Email: 'rosa.teixeira@gmail.com',
    Gender: 'Feminino',
    Phone: '(11) 98765-4321',
    CPF: masked(freshCpf()),
    TeamId: 1,
    RegisterNumber: 'PR-2025-001',
    ...changes,
  });

  it('creates a Pending patient in the caller’s institution whatever id the path has, and answers its Id', async () => {
    const token = await tokenFor(1);
    const body = form();
    const created = await call<{ Id: number }>('POST', '/api/patient/165', token, body);
    expect(created).toEqual({ status: 200, body: { Id: 193 } });
    const stored = patient(193);
    expect(stored).toMatchObject({
      InstitutionId: 1,
      Name: 'Rosa Maria Teixeira',
      CPF: String(body.CPF).replace(/\D/g, ''),
      Phone: '11987654321',
      TeamId: 1,
      Status: 'Pending',
      AppInstalled: false,
      LifeStatus: 'InTreatment',
      PS: 0,
      CurrentPS: 0,
      IsLicensed: false,
      CIDs: [],
      CEP: '',
      Street: '',
      Number: '',
      City: '',
      UF: '',
      InstitutionAddressId: 1,
      BirthDate: null,
      SharedWithInstitutionIds: [],
      CreatedAt: store.anchor,
    });
    const file = (await record(193, token)).body;
    expect(file).toMatchObject({ Status: 'Pending', IsAppInstalled: false, BirthDate: null, PainLevel: null, CIDs: [] });
    expect(file.AttendancePlace?.Street).toBe(store.addresses[0]?.Street);
    const search = await call<{ Data: { Id: number }[] }>('GET', '/api/patient/search?queryParameter=PR-2025-001&page=1&limit=10', token);
    expect(search.body.Data.map((row) => row.Id)).toEqual([193]);
  });

  it('accepts an absent e-mail and registration number, and answers the Id in the alternate profile', async () => {
    setShapes('alternate');
    const created = await call<Json>('POST', '/api/patient/1', await tokenFor(1), form({ Email: '', RegisterNumber: undefined, Phone: '1132345678' }));
    expect(created).toEqual({ status: 200, body: { $id: '1', Id: '193', Extra: { Note: 'campo desconhecido', List: ['1'] } } });
    expect(patient(193)).toMatchObject({ Email: '', RegisterNumber: '', Phone: '1132345678' });
  });

  it('refuses each invalid field with its message, and creates nothing', async () => {
    const token = await tokenFor(1);
    const taken = ownOf(165)[0]!.CPF;
    const cases: [Json, string][] = [
      [{ Name: '' }, 'O campo Nome é obrigatório.'],
      [{ Name: 'x'.repeat(256) }, 'O campo Nome pode conter no máximo 255 caracteres.'],
      [{ Email: 'rosa@' }, 'Informe um email válido.'],
      [{ Gender: 'Outro' }, 'O campo Sexo é obrigatório.'],
      [{ CPF: '123.456.789-00' }, 'Informe um CPF válido.'],
      [{ CPF: '111.111.111-11' }, 'Informe um CPF válido.'],
      [{ CPF: '' }, 'O campo CPF é obrigatório.'],
      [{ CPF: taken }, 'CPF já cadastrado.'],
      [{ CPF: masked(taken) }, 'CPF já cadastrado.'],
      [{ Phone: '98765-432' }, 'Informe um telefone válido.'],
      [{ Phone: '' }, 'O campo Telefone é obrigatório.'],
      [{ TeamId: 9 }, 'Equipe inválida.'],
      [{ TeamId: null }, 'Equipe inválida.'],
      [{ RegisterNumber: 'x'.repeat(51) }, 'O campo Número de registro pode conter no máximo 50 caracteres.'],
    ];
    for (const [changes, message] of cases) {
      const refused = await call('POST', '/api/patient/1', token, form(changes));
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(refused.body, JSON.stringify(changes)).toEqual({ Title: 'Dados inválidos', Message: null, Errors: [message] });
    }
    expect(store.patients).toHaveLength(192);
    expect((await call('POST', '/api/patient/1', undefined, form())).status).toBe(401);
  });
});

describe('PUT api/patient/{id}', () => {
  const editable = () => ownOf(1).find((p) => p.Status === 'Active' && p.AppInstalled && p.LifeStatus === 'InTreatment' && p.BirthDate)!;

  it('saves every field of the file, dates as month/day/year', async () => {
    const token = await tokenFor(1);
    const p = editable();
    const changes = {
      Name: 'Nome Editado da Silva',
      Email: '',
      Phone: '(13) 3222-1100',
      CPF: masked(p.CPF),
      RegisterNumber: 'R-77',
      TeamId: 6,
      BirthDate: '03/09/1958',
      PS: 3,
      CEP: '01001-000',
      Street: 'Praça da Sé',
      Number: '71',
      Complement: 'Sala 4',
      Neighborhood: 'Sé',
      City: 'São Paulo',
      UF: 'sp',
      Comorbidity: 'Hipertensão',
      Diagnostic: 'Adenocarcinoma de reto',
      Allergy: 'Dipirona',
      RelativeName: 'Ana Silva',
      RelativePhone: '11912345678',
      Status: 'Inactive',
      LifeStatus: 'OutTreatment',
    };
    const saved = await call('PUT', `/api/patient/${p.Id}`, token, fileBody(p, changes));
    expect(saved).toEqual({ status: 200, body: { Message: 'O registro foi editado com sucesso.' } });
    const file = (await record(p.Id, token)).body;
    expect(file).toMatchObject({
      Name: 'Nome Editado da Silva',
      Email: '',
      Phone: '1332221100',
      CPF: p.CPF,
      RegisterNumber: 'R-77',
      Doctor: { Id: 6, Name: 'Neuro-oncologia' },
      BirthDate: '1958-03-09T00:00:00',
      PS: 3,
      CurrentPS: p.CurrentPS,
      CEP: '01001000',
      Street: 'Praça da Sé',
      Number: '71',
      Complement: 'Sala 4',
      Neighborhood: 'Sé',
      City: 'São Paulo',
      UF: 'SP',
      Comorbidity: 'Hipertensão',
      Diagnostic: 'Adenocarcinoma de reto',
      Allergy: 'Dipirona',
      RelativeName: 'Ana Silva',
      RelativePhone: '11912345678',
      Status: 'Inactive',
      LifeStatus: 'OutTreatment',
      DeathDate: null,
      DeathNotes: null,
    });
    // Back to Active, the birth date cleared ('' or null are allowed).
    expect((await call('PUT', `/api/patient/${p.Id}`, token, fileBody(patient(p.Id), { Status: 'Active', BirthDate: '' }))).status).toBe(200);
    expect(patient(p.Id)).toMatchObject({ Status: 'Active', BirthDate: null });
  });

  it('records a death with its date and notes, and clears them when another life state is chosen', async () => {
    const token = await tokenFor(1);
    const p = editable();
    const dead = { LifeStatus: 'Deceased', DeathDate: '05/20/2025', DeathNotes: 'Óbito em domicílio.' };
    expect((await call('PUT', `/api/patient/${p.Id}`, token, fileBody(p, dead))).status).toBe(200);
    expect((await record(p.Id, token)).body).toMatchObject({ LifeStatus: 'Deceased', DeathDate: '2025-05-20T00:00:00', DeathNotes: 'Óbito em domicílio.' });
    const back = fileBody(patient(p.Id), { LifeStatus: 'InTreatment', DeathDate: '05/20/2025', DeathNotes: 'ignorado' });
    expect((await call('PUT', `/api/patient/${p.Id}`, token, back)).status).toBe(200);
    expect(patient(p.Id)).toMatchObject({ LifeStatus: 'InTreatment', DeathDate: null, DeathNotes: null });
  });

  it('keeps a Pending patient Pending, and changes no status before the app is installed', async () => {
    const token = await tokenFor(1);
    const pending = ownOf(1).find((p) => p.Status === 'Pending')!;
    expect((await call('PUT', `/api/patient/${pending.Id}`, token, fileBody(pending, { Status: 'Active' }))).status).toBe(200);
    expect(patient(pending.Id).Status).toBe('Pending');
    const notInstalled = store.patients.find((p) => p.InstitutionId !== 2 && p.Status === 'Active' && !p.AppInstalled)!;
    const owner = await tokenFor(notInstalled.InstitutionId);
    const refused = await call('PUT', `/api/patient/${notInstalled.Id}`, owner, fileBody(notInstalled, { Status: 'Inactive' }));
    expect(refused).toEqual({ status: 400, body: { Title: 'Dados inválidos', Message: null, Errors: ['O paciente ainda não instalou o aplicativo.'] } });
    // Sending the status it already has is fine.
    expect((await call('PUT', `/api/patient/${notInstalled.Id}`, owner, fileBody(notInstalled, { Comorbidity: 'Nenhuma' }))).status).toBe(200);
  });

  it('refuses each invalid field with its message, and changes nothing', async () => {
    const token = await tokenFor(1);
    const p = editable();
    const before = structuredClone(p);
    const other = ownOf(1).find((item) => item.Id !== p.Id)!;
    const cases: [Json, string][] = [
      [{ BirthDate: '1958-03-09' }, 'Data inválida: use mês/dia/ano.'],
      [{ BirthDate: '31/12/1958' }, 'Data inválida: use mês/dia/ano.'],
      [{ BirthDate: '02/30/1958' }, 'Data inválida: use mês/dia/ano.'],
      [{ BirthDate: '01/01/2999' }, 'A data de nascimento não pode ser futura.'],
      [{ LifeStatus: 'Deceased', DeathDate: '01/01/2999', DeathNotes: 'x' }, 'A data do óbito não pode ser futura.'],
      [{ LifeStatus: 'Deceased', DeathDate: '2025-05-20', DeathNotes: 'x' }, 'Data inválida: use mês/dia/ano.'],
      [{ LifeStatus: 'Deceased', DeathDate: null, DeathNotes: 'x' }, 'O campo Data do óbito é obrigatório.'],
      [{ LifeStatus: 'Deceased', DeathDate: '05/20/2025', DeathNotes: '' }, 'O campo Observações do óbito é obrigatório.'],
      [{ LifeStatus: 'Deceased', DeathDate: '01/01/1900', DeathNotes: 'x' }, 'A data do óbito não pode ser anterior à data de nascimento.'],
      [{ PS: 5 }, 'O campo PS deve ser um número de 0 a 4.'],
      [{ PS: null }, 'O campo PS deve ser um número de 0 a 4.'],
      [{ LifeStatus: 'Vivo' }, 'O campo Estado de vida é inválido.'],
      [{ Status: 'Pending' }, 'O campo Status é inválido.'],
      [{ CEP: '0131' }, 'Informe um CEP válido.'],
      [{ UF: 'XX' }, 'Informe uma UF válida.'],
      [{ RelativePhone: '1234' }, 'Informe um telefone válido para o familiar.'],
      [{ CPF: other.CPF }, 'CPF já cadastrado.'],
      [{ CPF: '529.982.247-26' }, 'Informe um CPF válido.'],
      [{ Phone: '12345' }, 'Informe um telefone válido.'],
      [{ Gender: null }, 'O campo Sexo é obrigatório.'],
      [{ Name: ' ' }, 'O campo Nome é obrigatório.'],
      [{ Email: 'sem-arroba' }, 'Informe um email válido.'],
      [{ TeamId: 10 }, 'Equipe inválida.'],
      [{ RegisterNumber: 'x'.repeat(51) }, 'O campo Número de registro pode conter no máximo 50 caracteres.'],
    ];
    for (const [changes, message] of cases) {
      const refused = await call('PUT', `/api/patient/${p.Id}`, token, fileBody(p, changes));
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(errorsOf(refused.body), JSON.stringify(changes)).toEqual([message]);
    }
    expect(patient(p.Id)).toEqual(before);
    expect((await call('PUT', '/api/patient/99999', token, fileBody(p))).status).toBe(404);
    expect((await call('PUT', `/api/patient/${ownOf(165)[5]!.Id}`, token, fileBody(p))).status).toBe(404);
  });
});

describe('CID entries', () => {
  const entry = (changes: Json = {}): Json => ({
    Id: 0,
    DoctorId: 1,
    CIDId: 10,
    Morphology: 'Carcinoma papilífero',
    Estadio: 'LOC',
    IsEnable: true,
    ...changes,
  });

  it('POST creates new entries and answers them with their new Ids in the file’s shape', async () => {
    const token = await tokenFor(1);
    const p = ownOf(1)[3]!;
    const maxId = Math.max(...store.patients.flatMap((item) => item.CIDs.map((cid) => cid.Id)));
    const created = await call<Json[]>('POST', `/api/cid/patient/${p.Id}`, token, [
      entry(),
      entry({ Id: null, CIDId: 14, Estadio: 'NA', IsEnable: false }),
      entry({ Id: undefined, CIDId: 2, Estadio: 'IV' }),
    ]);
    expect(created.status).toBe(200);
    expect(created.body).toEqual([
      {
        Id: maxId + 1,
        CID: { Id: 10, CIDCode: 'C73', Description: 'Neoplasia maligna da glândula tireóide' },
        Morphology: 'Carcinoma papilífero',
        Estadio: 'LOC',
        IsEnable: true,
      },
      {
        Id: maxId + 2,
        CID: { Id: 14, CIDCode: 'C43.9', Description: 'Melanoma maligno de pele, não especificado' },
        Morphology: 'Carcinoma papilífero',
        Estadio: 'NA',
        IsEnable: false,
      },
      {
        Id: maxId + 3,
        CID: { Id: 2, CIDCode: 'C61', Description: 'Neoplasia maligna da próstata' },
        Morphology: 'Carcinoma papilífero',
        Estadio: 'IV',
        IsEnable: true,
      },
    ]);
    expect((await record(p.Id, token)).body.CIDs.map((cid) => cid.Id).slice(-3)).toEqual([maxId + 1, maxId + 2, maxId + 3]);
  });

  it('PUT updates existing entries by Id; DELETE removes one', async () => {
    const token = await tokenFor(1);
    const p = ownOf(1)[4]!;
    const [first] = p.CIDs;
    const updated = await call<Json[]>('PUT', `/api/cid/patient/${p.Id}`, token, [
      entry({ Id: first!.Id, CIDId: 3, Estadio: 'III', Morphology: 'Adenocarcinoma mucinoso', IsEnable: false }),
    ]);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual([
      {
        Id: first!.Id,
        CID: { Id: 3, CIDCode: 'C18.9', Description: 'Neoplasia maligna do cólon, não especificado' },
        Morphology: 'Adenocarcinoma mucinoso',
        Estadio: 'III',
        IsEnable: false,
      },
    ]);
    expect(patient(p.Id).CIDs[0]).toEqual({ Id: first!.Id, CIDId: 3, Morphology: 'Adenocarcinoma mucinoso', Estadio: 'III', IsEnable: false });
    expect(await call('DELETE', `/api/cid/${first!.Id}/patient/${p.Id}`, token)).toEqual({ status: 200, body: {} });
    expect(patient(p.Id).CIDs.some((cid) => cid.Id === first!.Id)).toBe(false);
    expect(await call('DELETE', `/api/cid/${first!.Id}/patient/${p.Id}`, token)).toEqual({
      status: 404,
      body: { Title: null, Message: 'CID não encontrado.', Errors: null },
    });
  });

  it('refuses an unknown CID type, a stage outside the seven, another patient’s entry, and a body that is not a list', async () => {
    const token = await tokenFor(1);
    const p = ownOf(1)[5]!;
    const other = ownOf(1)[6]!;
    const before = structuredClone(p.CIDs);
    const cases: [string, unknown, string][] = [
      ['POST', [entry({ CIDId: 999 })], 'CID inválido.'],
      ['POST', [entry({ CIDId: null })], 'CID inválido.'],
      ['POST', [entry({ Estadio: 'IIA' })], 'Estadiamento inválido.'],
      ['POST', [entry({ Estadio: 'Localizado' })], 'Estadiamento inválido.'],
      ['POST', [entry({ Id: p.CIDs[0]!.Id })], 'O CID informado já está cadastrado.'],
      ['PUT', [entry({ Id: other.CIDs[0]!.Id })], 'CID não encontrado.'],
      ['PUT', [entry({ Id: 0 })], 'CID não encontrado.'],
      ['PUT', [entry({ Id: p.CIDs[0]!.Id, Estadio: 'V' })], 'Estadiamento inválido.'],
      ['POST', { CIDId: 1 }, 'O corpo da requisição deve ser um JSON válido.'],
    ];
    for (const [method, body, message] of cases) {
      const refused = await call(method, `/api/cid/patient/${p.Id}`, token, body);
      expect(refused.status, `${method} ${JSON.stringify(body)}`).toBe(400);
      expect(errorsOf(refused.body), `${method} ${JSON.stringify(body)}`).toEqual([message]);
    }
    expect(patient(p.Id).CIDs).toEqual(before);
    expect((await call('DELETE', `/api/cid/${other.CIDs[0]!.Id}/patient/${p.Id}`, token)).status).toBe(404);
    expect((await call('POST', `/api/cid/patient/${ownOf(165)[5]!.Id}`, token, [entry()])).status).toBe(404);
  });
});

describe('CEP lookup (ViaCEP-compatible, public)', () => {
  it('answers a known CEP without any token, as ViaCEP does', async () => {
    const response = await fetch(`${API}/cep/ws/01310100/json/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
      ddd: '11',
    });
    const santos = (await (await fetch(`${API}/cep/ws/11045540/json/`)).json()) as Json;
    expect(santos).toMatchObject({ cep: '11045-540', logradouro: 'Rua Doutor Artur Porchat de Assis', localidade: 'Santos', ddd: '13' });
  });

  it('finds the street of a seeded patient’s CEP', async () => {
    for (const p of [patient(1), patient(151), patient(181)]) {
      const body = (await (await fetch(`${API}/cep/ws/${p.CEP}/json/`)).json()) as Json;
      expect([body.logradouro, body.bairro, body.localidade, body.uf]).toEqual([p.Street, p.Neighborhood, p.City, p.UF]);
    }
  });

  it('answers {erro: true} with 200 for a well-formed unknown CEP, 400 for a malformed one', async () => {
    const unknown = await fetch(`${API}/cep/ws/99999999/json/`);
    expect([unknown.status, await unknown.json()]).toEqual([200, { erro: true }]);
    for (const cep of ['0131010', '013101000', 'abcdefgh', '01310-100']) {
      expect((await fetch(`${API}/cep/ws/${cep}/json/`)).status, cep).toBe(400);
    }
  });

  it('is a path the demo server owns', () => {
    expect(isApiPath('/cep/ws/01310100/json/')).toBe(true);
    expect(isApiPath('/pacientes/cep')).toBe(false);
  });
});

describe('GET api/patient/export/{id}', () => {
  async function exported(id: number, token: string) {
    const response = await getWithToken(`/api/patient/export/${id}`, token);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, text: Array.from(bytes, (byte) => String.fromCharCode(byte)).join('') };
  }

  it('is a valid one-page PDF named after the registration number, with correct xref offsets', async () => {
    const token = await tokenFor(1);
    const p = ownOf(1).find((item) => /[ãáâéêíóôúç]/i.test(item.Name) && item.CIDs.length > 1)!;
    const { response, text } = await exported(p.Id, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="ficha-paciente-${p.RegisterNumber}.pdf"`);
    expect(response.headers.get('content-disposition')).not.toContain(p.Name.split(' ')[0]);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);

    const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((entry, index) => {
      expect(entry, `object ${index + 1}`).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + length, streamStart + length + 'endstream'.length)).toBe('endstream');
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');

    // The content, in WinAnsi (accents as octal escapes).
    expect(text).toContain('(Ficha do paciente) Tj');
    expect(text).toContain(pdfString(p.Name));
    expect(pdfString(p.Name)).toMatch(/\\3[0-7]{2}/);
    expect(text).toContain(`(${p.CPF.slice(0, 3)}.${p.CPF.slice(3, 6)}.${p.CPF.slice(6, 9)}-${p.CPF.slice(9)})`);
    expect(text).toContain(`(${p.BirthDate!.slice(8, 10)}/${p.BirthDate!.slice(5, 7)}/${p.BirthDate!.slice(0, 4)})`);
    expect(text).toContain(pdfString(store.teams.find((t) => t.Id === p.TeamId)!.Name));
    const code = store.cidTypes.find((cid) => cid.Id === p.CIDs[1]!.CIDId)!.CIDCode;
    expect(text).toContain(`(${code} - `);
    expect(text).toContain('Estadiamento: ');
    expect(text).toContain(pdfString(p.Street).slice(0, -1));
  });

  it('answers 404 for an unknown patient or one of another institution, 401 without a token', async () => {
    const token = await tokenFor(1);
    expect((await getWithToken('/api/patient/export/99999', token)).status).toBe(404);
    expect((await getWithToken('/api/patient/export/160', token)).status).toBe(404);
    expect((await getWithToken('/api/patient/export/1')).status).toBe(401);
  });

  it('names the file by id when there is no registration number', async () => {
    const token = await tokenFor(1);
    patient(2).RegisterNumber = '';
    const { response, text } = await exported(2, token);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ficha-paciente-2.pdf"');
    expect(text).toContain('(Não informado)'.replace('ã', '\\343'));
  });
});

describe("the 'spec' profile: the record with spec 02 §3's fields alone", () => {
  const SPEC_KEYS = RECORD_KEYS.filter((key) => key !== 'IsAppInstalled' && key !== 'PainLevel');

  it('sends no install flag and no pain level, the states as enum numbers, en-US dates, CID entries as the spec writes them, and fields the spec does not name', async () => {
    const token = await tokenFor(1);
    const p = ownOf(1).find((candidate) => candidate.Status === 'Active' && candidate.AppInstalled && candidate.CIDs.length > 0 && candidate.BirthDate)!;
    setShapes('spec');
    const file = (await record(p.Id, token)).body as Json;
    expect(Object.keys(file).sort()).toEqual([...SPEC_KEYS, 'MedicalRecordCode', 'HealthInsurance'].sort());
    expect(file.Status).toBe(1);
    expect(file.LifeStatus).toBe({ InTreatment: 0, OutTreatment: 1, Deceased: 2 }[p.LifeStatus]);
    const [year, month, day] = p.BirthDate!.split('-').map(Number);
    expect(file.BirthDate).toBe(`${month}/${day}/${year} 12:00:00 AM`);
    expect(file.HealthInsurance).toMatchObject({ Holders: [p.Name] });
    const entries = file.CIDs as Json[];
    expect(entries.length).toBe(p.CIDs.length);
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(['CID', 'Estadio', 'Id', 'IsEnable', 'Morphology']);
      expect(Object.keys(entry.CID as Json).sort()).toEqual(['CIDCode', 'Id']);
    }
    const pending = ownOf(1).find((candidate) => candidate.Status === 'Pending')!;
    expect((await record(pending.Id, token)).body.Status).toBe(0);
  });

  it('takes the status back as a number, and a save that leaves it out keeps it', async () => {
    const token = await tokenFor(1);
    const p = ownOf(1).find(
      (candidate) => candidate.Status === 'Active' && candidate.AppInstalled && candidate.LifeStatus === 'InTreatment' && candidate.BirthDate,
    )!;
    expect((await call('PUT', `/api/patient/${p.Id}`, token, fileBody(p, { Status: 2 }))).status).toBe(200);
    expect(patient(p.Id).Status).toBe('Inactive');
    const withoutStatus = fileBody(patient(p.Id), { Comorbidity: 'Nenhuma' });
    delete withoutStatus.Status;
    expect((await call('PUT', `/api/patient/${p.Id}`, token, withoutStatus)).status).toBe(200);
    expect(patient(p.Id)).toMatchObject({ Status: 'Inactive', Comorbidity: 'Nenhuma' });
    const refused = await call('PUT', `/api/patient/${p.Id}`, token, fileBody(patient(p.Id), { Status: 7 }));
    expect(refused).toEqual({ status: 400, body: { Title: 'Dados inválidos', Message: null, Errors: ['O campo Status é inválido.'] } });
  });

  it('takes back what it sent: the life state as its number, en-US dates with a time of day', async () => {
    const token = await tokenFor(1);
    const p = ownOf(1).find((candidate) => candidate.Status === 'Active' && candidate.LifeStatus === 'InTreatment' && candidate.BirthDate)!;
    const body = fileBody(p, { LifeStatus: 2, DeathDate: '10/1/2026 12:00:00 AM', DeathNotes: 'Em casa', BirthDate: '5/17/1980 12:00:00 AM' });
    expect((await call('PUT', `/api/patient/${p.Id}`, token, body)).status).toBe(200);
    expect(patient(p.Id)).toMatchObject({ LifeStatus: 'Deceased', DeathDate: '2026-10-01', DeathNotes: 'Em casa', BirthDate: '1980-05-17' });
  });
});

describe('replace mode: a PUT is the whole record, as a strict server takes it', () => {
  it('loses what the body leaves out and keeps the unknown fields only as sent back', async () => {
    const token = await tokenFor(1);
    const p = ownOf(1).find((candidate) => candidate.Status === 'Active' && candidate.LifeStatus === 'InTreatment')!;
    setShapes('spec');
    setPatientWrites('replace');
    const before = (await record(p.Id, token)).body as Json;
    // Sent back whole, nothing is lost.
    const whole = { ...before, TeamId: p.TeamId, BirthDate: p.BirthDate ? usDate(p.BirthDate) : null, Photo: 'https://fotos.exemplo/1.jpg' };
    expect((await call('PUT', `/api/patient/${p.Id}`, token, whole)).status).toBe(200);
    expect((await record(p.Id, token)).body).toEqual({ ...before, Photo: 'https://fotos.exemplo/1.jpg' });
    // Only the form's fields: the rest is gone.
    expect((await call('PUT', `/api/patient/${p.Id}`, token, fileBody(patient(p.Id)))).status).toBe(200);
    const after = (await record(p.Id, token)).body as Json;
    expect(after).toMatchObject({ Photo: null, CurrentPS: null, AttendancePlace: null, Institution: null });
    expect(after).not.toHaveProperty('MedicalRecordCode');
    expect(after).not.toHaveProperty('HealthInsurance');
  });
});
