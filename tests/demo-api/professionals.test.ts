// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setShapes } from '../../src/mocks/control';
import { store } from '../../src/mocks/store';
import { getWithToken, loginAs, sendJson, setupDemoApi } from './helpers';

setupDemoApi();

type Row = Record<string, unknown>;

interface ProfessionalRow {
  Id: number;
  Name: string;
  Email: string;
  Gender: string;
  Phone: string;
  IsSMS: boolean;
  Status: string;
  Profile: string;
  Teams: { Id: number; Name: string }[];
}

interface Page<T> {
  Data: T[];
  Pagination: { CurrentPage: number; TotalPage: number; ItemPerPage: number };
}

const TEAM_NAMES: Record<number, string> = {
  1: 'Mastologia',
  2: 'Oncologia Torácica',
  3: 'Gastro-oncologia',
  4: 'Uro-oncologia',
  5: 'Ginecologia Oncológica',
  6: 'Neuro-oncologia',
  7: 'Oncologia Clínica',
  8: 'Cuidados Paliativos',
};
const teams = (...ids: number[]) => ids.map((Id) => ({ Id, Name: TEAM_NAMES[Id] ?? `equipe ${Id}?` }));

/** Vida Plena's 12 professionals in the list's order (by name): id, name, e-mail's local part, teams. */
const VIDA_PLENA: [id: number, name: string, email: string, teamIds: number[]][] = [
  [11, 'Aline Martins Rocha', 'aline.rocha', [1, 2, 3, 4, 5, 6, 7]],
  [9, 'Beatriz Fontes Salgado', 'beatriz.salgado', [7, 3]],
  [3, 'Camila Rezende Duarte', 'camila.duarte', [3]],
  [12, 'Eduardo Sampaio', 'eduardo.sampaio', [3, 8]],
  [6, 'Fábio Henrique Costa', 'fabio.costa', [6, 7]],
  [10, 'Gustavo Pacheco Leal', 'gustavo.leal', [2, 7]],
  [1, 'Helena Vasconcelos', 'helena.vasconcelos', [1, 5]],
  [7, 'Luciana Bittencourt', 'luciana.bittencourt', [5]],
  [4, 'Marcos Vinícius Lacerda', 'marcos.lacerda', [4]],
  [5, 'Patrícia Nogueira', 'patricia.nogueira', [1, 2, 3, 7]],
  [8, 'Rafael Moreira Lins', 'rafael.lins', [4, 5, 6]],
  [2, 'Ricardo Amaral Pinto', 'ricardo.pinto', [2]],
];
const ORDER = VIDA_PLENA.map(([id]) => id);

const seeded = (id: number) => {
  const professional = store.professionals.find((p) => p.Id === id);
  if (!professional) throw new Error(`no professional ${id}`);
  return professional;
};

/** The row the API should answer for a seeded professional; phone and SMS come from the seed's draws. */
function expectedRow(id: number): ProfessionalRow {
  const [, name, local, teamIds] = VIDA_PLENA.find(([candidate]) => candidate === id) ?? [];
  const professional = seeded(id);
  return {
    Id: id,
    Name: name ?? '',
    Email: `${local ?? ''}@vidaplena.med.br`,
    Gender: name?.match(/^(Aline|Beatriz|Camila|Helena|Luciana|Patrícia)/) ? 'Feminino' : 'Masculino',
    Phone: professional.Phone,
    IsSMS: professional.IsSMS,
    Status: id === 10 ? 'Inactive' : 'Active',
    Profile: [1, 2, 4].includes(id) ? 'Leader' : 'Default',
    Teams: teams(...(teamIds ?? [])),
  };
}

const admin = () => loginAs('admin@painel.demo');
const saoLucas = () => loginAs('hospital165@painel.demo');

/** One call to the demo API: the status and the parsed body. */
async function call<T = unknown>(method: string, path: string, token: string | undefined, body?: unknown): Promise<{ status: number; body: T }> {
  const response = method === 'GET' ? await getWithToken(path, token) : await sendJson(method, path, body, token);
  return { status: response.status, body: (await response.json()) as T };
}

/** Every search result (one page of 100) as ids. */
async function searchIds(query: Record<string, string | number>, token: string): Promise<number[]> {
  const params = new URLSearchParams(Object.entries({ page: 1, limit: 100, ...query }).map(([key, value]) => [key, String(value)]));
  const { status, body } = await call<Page<ProfessionalRow>>('GET', `/api/professional/search?${params.toString()}`, token);
  expect(status).toBe(200);
  return body.Data.map((row) => row.Id);
}

const getOne = (id: number | string, token: string) => call<ProfessionalRow>('GET', `/api/professional/${id}`, token);

/** The model-validation answer of lib/http.ts invalidData. */
const invalid = (...errors: string[]) => ({ status: 400, body: { Title: 'Dados inválidos', Message: null, Errors: errors } });
const notFound = { status: 404, body: { Title: null, Message: 'Profissional não encontrado.', Errors: null } };

const CREATED = 'Profissional cadastrado com sucesso. As instruções de acesso foram enviadas para o e-mail informado.';
const NEW_PROFESSIONAL = {
  Name: 'Juliana Castro',
  Email: 'juliana.castro@vidaplena.med.br',
  Gender: 'Feminino',
  DoctorsId: [6, 1],
  Phone: '(11) 98765-4321',
  Profile: 'Leader',
  IsSMS: true,
  Status: 'Active',
};

describe('GET api/professional', () => {
  it("pages the institution's professionals by name: 2 pages of 10, rows with their teams", async () => {
    const token = await admin();
    const first = await call<Page<ProfessionalRow>>('GET', '/api/professional?page=1&limit=10', token);
    expect(first.status).toBe(200);
    expect(first.body.Pagination).toEqual({ CurrentPage: 1, TotalPage: 2, ItemPerPage: 10 });
    expect(first.body.Data).toEqual(ORDER.slice(0, 10).map(expectedRow));
    for (const row of first.body.Data) {
      expect(Object.keys(row)).toEqual(['Id', 'Name', 'Email', 'Gender', 'Phone', 'IsSMS', 'Status', 'Profile', 'Teams']);
      expect(row.Phone).toMatch(/^\d{10,11}$/);
    }
    const second = await call<Page<ProfessionalRow>>('GET', '/api/professional?page=2&limit=10', token);
    expect(second.body).toEqual({ Data: [expectedRow(8), expectedRow(2)], Pagination: { CurrentPage: 2, TotalPage: 2, ItemPerPage: 10 } });
  });

  it('pages by default (page 1 of 10) and refuses a bad page or limit', async () => {
    const token = await admin();
    const plain = await call<Page<ProfessionalRow>>('GET', '/api/professional', token);
    expect(plain.body.Pagination).toEqual({ CurrentPage: 1, TotalPage: 2, ItemPerPage: 10 });
    expect(plain.body.Data.map((row) => row.Id)).toEqual(ORDER.slice(0, 10));
    expect(await call('GET', '/api/professional?page=0', token)).toEqual(invalid('O parâmetro page deve ser um número inteiro maior que zero.'));
    expect(await call('GET', '/api/professional?limit=1000', token)).toEqual(invalid('O parâmetro limit deve ser um número inteiro entre 1 e 100.'));
  });

  it('shows São Lucas only its own three', async () => {
    const { body } = await call<Page<ProfessionalRow>>('GET', '/api/professional?page=1&limit=10', await saoLucas());
    expect(body.Data.map((row) => [row.Id, row.Name, row.Email, row.Teams.map((team) => team.Name)])).toEqual([
      [14, 'André Luiz Porto', 'andre.porto@saolucaslitoral.com.br', ['Oncologia Clínica', 'Radioterapia']],
      [15, 'Renata Coelho', 'renata.coelho@saolucaslitoral.com.br', ['Oncologia Clínica', 'Radioterapia']],
      [13, 'Sílvia Menezes Prado', 'silvia.prado@saolucaslitoral.com.br', ['Oncologia Clínica']],
    ]);
    expect(body.Pagination.TotalPage).toBe(1);
  });
});

describe('GET api/professional/search', () => {
  it('matches the name or the e-mail, folding case and accents', async () => {
    const token = await admin();
    expect(await searchIds({ name: 'FABIO' }, token)).toEqual([6]);
    expect(await searchIds({ name: 'vinicius' }, token)).toEqual([4]);
    expect(await searchIds({ name: 'lins' }, token)).toEqual([8]);
    expect(await searchIds({ name: 'patricia.nogueira@' }, token)).toEqual([5]);
    expect(await searchIds({ name: 'vidaplena.med' }, token)).toEqual(ORDER);
    expect(await searchIds({ name: 'saolucas' }, token)).toEqual([]);
    expect(await searchIds({ name: 'ra' }, token)).toEqual([5, 8, 2]);
  });

  it('filters by team and by address (InstitutionAddressIds)', async () => {
    const token = await admin();
    const teamSix = await call<Page<ProfessionalRow>>('GET', '/api/professional/search?name=&teamId=6&page=1&limit=10', token);
    expect(teamSix.body.Data.map((row) => row.Name)).toEqual(['Aline Martins Rocha', 'Fábio Henrique Costa', 'Rafael Moreira Lins']);
    expect(teamSix.body.Pagination).toEqual({ CurrentPage: 1, TotalPage: 1, ItemPerPage: 10 });
    expect(await searchIds({ teamId: 8 }, token)).toEqual([12]);
    expect(await searchIds({ localId: 1 }, token)).toEqual([9, 10, 1, 7, 4, 5]);
    expect(await searchIds({ localId: 4 }, token)).toEqual([12, 4, 8]);
    expect(await searchIds({ localId: 3 }, token)).toEqual([11, 3, 7]);
    // Another institution's team or address finds nobody.
    expect(await searchIds({ teamId: 9 }, token)).toEqual([]);
    expect(await searchIds({ localId: 5 }, token)).toEqual([]);
  });

  it('combines the filters with the name', async () => {
    const token = await admin();
    expect(await searchIds({ teamId: 7, localId: 1 }, token)).toEqual([9, 10, 5]);
    expect(await searchIds({ name: 'rafael', teamId: 6 }, token)).toEqual([8]);
    expect(await searchIds({ name: 'rafael', teamId: 7 }, token)).toEqual([]);
    expect(await searchIds({ name: 'marcos', localId: 4 }, token)).toEqual([4]);
    expect(await searchIds({ name: 'helena', localId: 4 }, token)).toEqual([]);
    expect(await searchIds({ name: 'a', teamId: 6, localId: 2 }, token)).toEqual([6]);
  });

  it('pages its results', async () => {
    const token = await admin();
    const { body } = await call<Page<ProfessionalRow>>('GET', '/api/professional/search?name=a&page=2&limit=5', token);
    const all = await searchIds({ name: 'a' }, token);
    expect(all).toHaveLength(12);
    expect(body.Pagination).toEqual({ CurrentPage: 2, TotalPage: 3, ItemPerPage: 5 });
    expect(body.Data.map((row) => row.Id)).toEqual(all.slice(5, 10));
    expect(body.Data[0]).toEqual(expectedRow(all[5] ?? 0));
  });
});

describe('GET api/professional/{id}', () => {
  it('answers the row', async () => {
    const { status, body } = await getOne(6, await admin());
    expect(status).toBe(200);
    expect(body).toEqual(expectedRow(6));
    expect(body).toMatchObject({
      Name: 'Fábio Henrique Costa',
      Teams: [
        { Id: 6, Name: 'Neuro-oncologia' },
        { Id: 7, Name: 'Oncologia Clínica' },
      ],
    });
  });

  it("answers 404 for an unknown id or another institution's professional", async () => {
    const token = await admin();
    for (const id of [999, 13, 'abc']) expect(await getOne(id, token), String(id)).toEqual(notFound);
    expect(await getOne(6, await saoLucas())).toEqual(notFound);
    expect((await getOne(13, await saoLucas())).body.Name).toBe('Sílvia Menezes Prado');
  });
});

describe('POST api/professional', () => {
  it('creates the professional, with the phone as digits, in the list and in its teams', async () => {
    const token = await admin();
    const { status, body } = await call('POST', '/api/professional', token, NEW_PROFESSIONAL);
    expect(status).toBe(200);
    expect(body).toEqual({ Id: 16, Message: CREATED });
    expect((await getOne(16, token)).body).toEqual({
      Id: 16,
      Name: 'Juliana Castro',
      Email: 'juliana.castro@vidaplena.med.br',
      Gender: 'Feminino',
      Phone: '11987654321',
      IsSMS: true,
      Status: 'Active',
      Profile: 'Leader',
      Teams: teams(6, 1),
    });
    const page = await call<Page<ProfessionalRow>>('GET', '/api/professional?page=1&limit=20', token);
    expect(page.body.Data.map((row) => row.Id)).toEqual([11, 9, 3, 12, 6, 10, 1, 16, 7, 4, 5, 8, 2]);
    expect(await searchIds({ teamId: 6 }, token)).toEqual([11, 6, 16, 8]);
    const navigators = await call<{ Navigators: Row[] }>('GET', '/api/team/1/professionals', token);
    expect(navigators.body.Navigators).toContainEqual({ Id: 16, Name: 'Juliana Castro', Email: 'juliana.castro@vidaplena.med.br', IsNavigator: false });
  });

  it('accepts a landline (10 digits), team ids as strings and a missing IsSMS (false)', async () => {
    const token = await admin();
    const { Id } = (
      await call<{ Id: number }>('POST', '/api/professional', token, {
        ...NEW_PROFESSIONAL,
        Phone: '(11) 3456-7890',
        DoctorsId: ['2', 2],
        IsSMS: undefined,
        Profile: 'Default',
        Status: 'Inactive',
      })
    ).body;
    expect((await getOne(Id, token)).body).toMatchObject({ Phone: '1134567890', IsSMS: false, Profile: 'Default', Status: 'Inactive', Teams: teams(2) });
  });

  it('refuses a duplicate e-mail, whatever its case, even from another institution', async () => {
    const token = await admin();
    const duplicate = invalid('Já existe um profissional com este e-mail.');
    for (const Email of ['helena.vasconcelos@vidaplena.med.br', 'HELENA.Vasconcelos@VidaPlena.med.br', ' silvia.prado@saolucaslitoral.com.br ']) {
      expect(await call('POST', '/api/professional', token, { ...NEW_PROFESSIONAL, Email }), Email).toEqual(duplicate);
    }
    expect(store.professionals).toHaveLength(15);
  });

  it("refuses no team, another institution's team and a non-numeric team id", async () => {
    const token = await admin();
    const noTeam = invalid('É necessario seleconar ao menos uma Equipe.');
    expect(await call('POST', '/api/professional', token, { ...NEW_PROFESSIONAL, DoctorsId: [] })).toEqual(noTeam);
    expect(await call('POST', '/api/professional', token, { ...NEW_PROFESSIONAL, DoctorsId: undefined })).toEqual(noTeam);
    expect(await call('POST', '/api/professional', token, { ...NEW_PROFESSIONAL, DoctorsId: 1 })).toEqual(noTeam);
    const unknown = invalid('Equipe inválida.');
    expect(await call('POST', '/api/professional', token, { ...NEW_PROFESSIONAL, DoctorsId: [1, 9] })).toEqual(unknown);
    expect(await call('POST', '/api/professional', token, { ...NEW_PROFESSIONAL, DoctorsId: [999] })).toEqual(unknown);
    expect(await call('POST', '/api/professional', token, { ...NEW_PROFESSIONAL, DoctorsId: [1, 'x'] })).toEqual(unknown);
    expect(await call('POST', '/api/professional', await saoLucas(), NEW_PROFESSIONAL)).toEqual(unknown);
    expect(store.professionals).toHaveLength(15);
  });

  it('refuses a phone without 10 or 11 digits, a missing gender and other bad fields', async () => {
    const token = await admin();
    const post = (changes: Row) => call('POST', '/api/professional', token, { ...NEW_PROFESSIONAL, ...changes });
    for (const Phone of ['(11) 8765-432', '123456789012', '+55 11 98765-4321']) {
      expect(await post({ Phone }), Phone).toEqual(invalid('Informe um telefone válido.'));
    }
    expect(await post({ Phone: '' })).toEqual(invalid('O campo Celular é obrigatório.'));
    expect(await post({ Gender: undefined })).toEqual(invalid('O campo Sexo é obrigatório.'));
    expect(await post({ Gender: 'feminino' })).toEqual(invalid('O campo Sexo é obrigatório.'));
    expect(await post({ Email: 'juliana@' })).toEqual(invalid('Informe um email válido.'));
    expect(await post({ Profile: 'Admin' })).toEqual(invalid('O campo Perfil é inválido.'));
    expect(await post({ Status: 1 })).toEqual(invalid('O campo Status é inválido.'));
    expect(await call('POST', '/api/professional', token, {})).toEqual(
      invalid(
        'O campo Nome é obrigatório.',
        'O campo E-mail é obrigatório.',
        'O campo Sexo é obrigatório.',
        'O campo Celular é obrigatório.',
        'É necessario seleconar ao menos uma Equipe.',
        'O campo Perfil é inválido.',
        'O campo Status é inválido.',
      ),
    );
    expect(await call('POST', '/api/professional', token, [NEW_PROFESSIONAL])).toEqual(invalid('O corpo da requisição deve ser um JSON válido.'));
    expect(store.professionals).toHaveLength(15);
  });
});

describe('PUT api/professional/{id}', () => {
  const CHANGES = {
    Name: 'Patrícia Nogueira Alves',
    Email: 'outra.patricia@vidaplena.med.br',
    Gender: 'Feminino',
    DoctorsId: [1, 7],
    Phone: '11 91234-5678',
    Profile: 'Leader',
    IsSMS: true,
    Status: 'Inactive',
  };

  it('updates every field but the e-mail, answering {}', async () => {
    const token = await admin();
    const { status, body } = await call('PUT', '/api/professional/5', token, CHANGES);
    expect([status, body]).toEqual([200, {}]);
    expect((await getOne(5, token)).body).toEqual({
      Id: 5,
      Name: 'Patrícia Nogueira Alves',
      Email: 'patricia.nogueira@vidaplena.med.br',
      Gender: 'Feminino',
      Phone: '11912345678',
      IsSMS: true,
      Status: 'Inactive',
      Profile: 'Leader',
      Teams: teams(1, 7),
    });
    // Without an e-mail at all, too (the form does not send the disabled field).
    expect((await call('PUT', '/api/professional/5', token, { ...CHANGES, Email: undefined, Name: 'Patrícia N. Alves' })).status).toBe(200);
    expect((await getOne(5, token)).body).toMatchObject({ Name: 'Patrícia N. Alves', Email: 'patricia.nogueira@vidaplena.med.br' });
  });

  it('drops the navigator marks of the teams removed, keeps the others', async () => {
    const token = await admin();
    await call('PUT', '/api/professional/5', token, CHANGES);
    expect(seeded(5).NavigatorTeamIds).toEqual([1]);
    const navigatorsOf = async (teamId: number) =>
      (await call<{ Navigators: { Id: number; IsNavigator: boolean }[] }>('GET', `/api/team/${teamId}/professionals`, token)).body.Navigators;
    expect((await navigatorsOf(1)).find((p) => p.Id === 5)?.IsNavigator).toBe(true);
    expect((await navigatorsOf(2)).map((p) => p.Id)).not.toContain(5);
    expect((await navigatorsOf(7)).find((p) => p.Id === 5)?.IsNavigator).toBe(false);
    // Back in team 2, she is no longer its navigator.
    await call('PUT', '/api/professional/5', token, { ...CHANGES, DoctorsId: [1, 2, 7] });
    expect((await navigatorsOf(2)).find((p) => p.Id === 5)?.IsNavigator).toBe(false);
  });

  it('validates like the creation, changing nothing', async () => {
    const token = await admin();
    expect(await call('PUT', '/api/professional/5', token, { ...CHANGES, DoctorsId: [] })).toEqual(invalid('É necessario seleconar ao menos uma Equipe.'));
    expect(await call('PUT', '/api/professional/5', token, { ...CHANGES, DoctorsId: [9] })).toEqual(invalid('Equipe inválida.'));
    expect(await call('PUT', '/api/professional/5', token, { ...CHANGES, Phone: '1234' })).toEqual(invalid('Informe um telefone válido.'));
    expect(await call('PUT', '/api/professional/5', token, { ...CHANGES, Name: ' ' })).toEqual(invalid('O campo Nome é obrigatório.'));
    expect((await getOne(5, token)).body).toEqual(expectedRow(5));
    expect(seeded(5).NavigatorTeamIds).toEqual([1, 2, 3]);
  });

  it("answers 404 for an unknown id or another institution's professional", async () => {
    const token = await admin();
    expect(await call('PUT', '/api/professional/999', token, CHANGES)).toEqual(notFound);
    expect(await call('PUT', '/api/professional/13', token, CHANGES)).toEqual(notFound);
    expect(await call('PUT', '/api/professional/5', await saoLucas(), CHANGES)).toEqual(notFound);
    expect(seeded(13).Name).toBe('Sílvia Menezes Prado');
    expect(seeded(5).Name).toBe('Patrícia Nogueira');
  });
});

describe('GET api/institutionaddress', () => {
  it("answers only the institution's addresses as {Id, Street}", async () => {
    const { status, body } = await call<{ Id: number; Street: string }[]>('GET', '/api/institutionaddress', await admin());
    expect(status).toBe(200);
    expect(body).toEqual([
      { Id: 1, Street: 'Rua Maestro Cardim, 769 - Bela Vista, São Paulo - SP' },
      { Id: 2, Street: 'Avenida Brigadeiro Luís Antônio, 2367 - Jardim Paulista, São Paulo - SP' },
      { Id: 3, Street: 'Rua Domingos de Morais, 1350 - Vila Mariana, São Paulo - SP' },
      { Id: 4, Street: 'Avenida Senador Vergueiro, 3240 - Rudge Ramos, São Bernardo do Campo - SP' },
    ]);
    const other = await call<{ Id: number; Street: string }[]>('GET', '/api/institutionaddress', await saoLucas());
    expect(other.body.map((address) => address.Id)).toEqual([5, 6, 7]);
    expect(other.body[0]).toEqual({ Id: 5, Street: 'Avenida Ana Costa, 433 - Gonzaga, Santos - SP' });
  });
});

describe('GET api/licenses', () => {
  it('answers the total and what the licensed patients leave available', async () => {
    const licensed = (institutionId: number) => store.patients.filter((p) => p.InstitutionId === institutionId && p.IsLicensed).length;
    expect(licensed(1)).toBe(127);
    const { status, body } = await call('GET', '/api/licenses', await admin());
    expect(status).toBe(200);
    expect(body).toEqual({ TotalLicenses: 200, AvailableLicenses: 73 });
    expect((await call('GET', '/api/licenses', await saoLucas())).body).toEqual({ TotalLicenses: licensed(165) + 7, AvailableLicenses: 7 });
  });

  it('follows the store: one more licensed patient leaves one fewer', async () => {
    const patient = store.patients.find((p) => p.InstitutionId === 1 && !p.IsLicensed);
    if (!patient) throw new Error('every patient of institution 1 is licensed');
    patient.IsLicensed = true;
    expect((await call('GET', '/api/licenses', await admin())).body).toEqual({ TotalLicenses: 200, AvailableLicenses: 72 });
  });
});

describe('the alternate shapes', () => {
  it('professional rows: every third without e-mail, every other with bare team names, numbers as strings, $id and Extra', async () => {
    const token = await admin();
    setShapes('alternate');
    const { status, body } = await call<{ $id: string; Data: Row[]; Pagination: Row; Extra: unknown }>('GET', '/api/professional?page=1&limit=10', token);
    expect(status).toBe(200);
    const extra = { Note: 'campo desconhecido', List: ['1'] };
    expect(body.$id).toBe('1');
    expect(body.Extra).toEqual(extra);
    expect(body.Pagination).toMatchObject({ CurrentPage: '1', TotalPage: '2', ItemPerPage: '10' });
    expect(body.Data).toHaveLength(10);
    expect(body.Data[0]?.$id).toBe('2');
    body.Data.forEach((row, index) => {
      const original = expectedRow(ORDER[index] ?? 0);
      expect(row.Id, `row ${index}`).toBe(String(original.Id));
      expect(row.Name).toBe(original.Name);
      expect(row.Email).toBe(index % 3 === 2 ? null : original.Email);
      expect(row.IsSMS).toBe(original.IsSMS ? '1' : '0');
      expect(row.Profile).toBe(original.Profile);
      expect(row.Extra).toEqual(extra);
      if (index % 2 === 1) expect(row.Teams).toEqual(original.Teams.map((team) => team.Name));
      else expect((row.Teams as Row[]).map((team) => [team.Id, team.Name])).toEqual(original.Teams.map((team) => [String(team.Id), team.Name]));
    });
    // Status in the three forms in turn: Gustavo (6th row, form 2) is the inactive one.
    expect(body.Data.map((row) => row.Status)).toEqual(['Active', true, '1', 'Active', true, '0', 'Active', true, '1', 'Active']);
  });

  it('the single row and the search come in the same shapes', async () => {
    const token = await admin();
    setShapes('alternate');
    const one = (await call<Row>('GET', '/api/professional/6', token)).body;
    expect(one).toMatchObject({ $id: '1', Id: '6', Name: 'Fábio Henrique Costa', Email: 'fabio.costa@vidaplena.med.br', Status: 'Active' });
    expect(one.Teams).toEqual([
      { $id: '2', Id: '6', Name: 'Neuro-oncologia', Extra: { Note: 'campo desconhecido', List: ['1'] } },
      { $id: '3', Id: '7', Name: 'Oncologia Clínica', Extra: { Note: 'campo desconhecido', List: ['1'] } },
    ]);
    const search = (await call<{ Data: Row[] }>('GET', '/api/professional/search?teamId=6&page=1&limit=10', token)).body;
    expect(search.Data.map((row) => [row.Id, row.Email, Array.isArray(row.Teams) && typeof row.Teams[0]])).toEqual([
      ['11', 'aline.rocha@vidaplena.med.br', 'object'],
      ['6', 'fabio.costa@vidaplena.med.br', 'string'],
      ['8', null, 'object'],
    ]);
    const licenses = (await call('GET', '/api/licenses', token)).body;
    expect(licenses).toEqual({ $id: '1', TotalLicenses: '200', AvailableLicenses: '73', Extra: { Note: 'campo desconhecido', List: ['1'] } });
  });
});

describe('without a token', () => {
  it('every professional endpoint answers 401 "Sessão expirada."', async () => {
    const expired = { status: 401, body: { Title: null, Message: 'Sessão expirada.', Errors: null } };
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/professional?page=1&limit=10'],
      ['GET', '/api/professional/search?name=a'],
      ['GET', '/api/professional/1'],
      ['POST', '/api/professional', NEW_PROFESSIONAL],
      ['PUT', '/api/professional/1', NEW_PROFESSIONAL],
      ['GET', '/api/institutionaddress'],
      ['GET', '/api/licenses'],
    ];
    for (const [method, path, body] of calls) {
      expect(await call(method, path, undefined, body), `${method} ${path}`).toEqual(expired);
      expect(await call(method, path, 'forjado.token.aqui', body), `${method} ${path}`).toEqual(expired);
    }
    expect(store.professionals).toHaveLength(15);
    expect(seeded(1).Name).toBe('Helena Vasconcelos');
  });
});
