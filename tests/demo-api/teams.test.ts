// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setShapes } from '../../src/mocks/control';
import { store } from '../../src/mocks/store';
import { getWithToken, loginAs, sendJson, setupDemoApi } from './helpers';

setupDemoApi();

type Row = Record<string, unknown>;

interface TeamRow {
  Id: number;
  Name: string;
  Status: number;
}

interface Page<T> {
  Data: T[];
  Pagination: { CurrentPage: number; TotalPage: number; ItemPerPage: number };
}

interface Navigator {
  Id: number;
  Name: string;
  Email: string;
  IsNavigator: boolean;
}

/** Vida Plena's 24 teams, as the list sorts them (pt-BR), with their ids and whether active. */
const VIDA_PLENA_TEAMS: [id: number, name: string, active: boolean][] = [
  [13, 'Cabeça e Pescoço', true],
  [8, 'Cuidados Paliativos', false],
  [21, 'Dor Oncológica', true],
  [16, 'Enfermagem de Quimioterapia', true],
  [23, 'Farmácia Clínica', true],
  [22, 'Fisioterapia Oncológica', true],
  [3, 'Gastro-oncologia', true],
  [5, 'Ginecologia Oncológica', true],
  [11, 'Hematologia', true],
  [1, 'Mastologia', true],
  [18, 'Melanoma e Pele', true],
  [6, 'Neuro-oncologia', true],
  [15, 'Nutrição Oncológica', false],
  [25, 'Oncogenética', false],
  [20, 'Oncogeriatria', false],
  [7, 'Oncologia Clínica', true],
  [2, 'Oncologia Torácica', true],
  [12, 'Oncopediatria', true],
  [14, 'Psico-oncologia', true],
  [24, 'Reabilitação', true],
  [17, 'Sarcomas', true],
  [19, 'Transplante de Medula Óssea', true],
  [26, 'Tumores Raros', true],
  [4, 'Uro-oncologia', true],
];
const EXPECTED_ROWS: TeamRow[] = VIDA_PLENA_TEAMS.map(([Id, Name, active]) => ({ Id, Name, Status: active ? 1 : 0 }));

const admin = () => loginAs('admin@painel.demo');
const saoLucas = () => loginAs('hospital165@painel.demo');

/** One call to the demo API: the status and the parsed body. */
async function call<T = unknown>(method: string, path: string, token: string | undefined, body?: unknown): Promise<{ status: number; body: T }> {
  const response = method === 'GET' ? await getWithToken(path, token) : await sendJson(method, path, body, token);
  return { status: response.status, body: (await response.json()) as T };
}

const listTeams = async (token: string) => (await call<TeamRow[]>('GET', '/api/team', token)).body;
const navigatorsOf = async (teamId: number, token: string) =>
  (await call<{ Navigators: Navigator[] }>('GET', `/api/team/${teamId}/professionals`, token)).body.Navigators;

/** The model-validation answer of lib/http.ts invalidData. */
const invalid = (...errors: string[]) => ({ status: 400, body: { Title: 'Dados inválidos', Message: null, Errors: errors } });
const notFound = { status: 404, body: { Title: null, Message: 'Equipe não encontrada.', Errors: null } };

describe('GET api/team', () => {
  it("answers every team of the caller's institution as a plain array sorted by name, Status 1/0", async () => {
    const { status, body } = await call<TeamRow[]>('GET', '/api/team', await admin());
    expect(status).toBe(200);
    expect(body).toEqual(EXPECTED_ROWS);
    expect(body.find((team) => team.Id === 8)).toEqual({ Id: 8, Name: 'Cuidados Paliativos', Status: 0 });
    for (const team of body) expect(Object.keys(team)).toEqual(['Id', 'Name', 'Status']);
  });

  it('shows São Lucas only its own two teams', async () => {
    expect(await listTeams(await saoLucas())).toEqual([
      { Id: 9, Name: 'Oncologia Clínica', Status: 1 },
      { Id: 10, Name: 'Radioterapia', Status: 1 },
    ]);
  });

  it('pages with the envelope when page or limit is given: 3 pages of 10, the last with 4', async () => {
    const token = await admin();
    const pages: Page<TeamRow>[] = [];
    for (const page of [1, 2, 3]) {
      const { status, body } = await call<Page<TeamRow>>('GET', `/api/team?page=${page}&limit=10`, token);
      expect(status).toBe(200);
      expect(body.Pagination).toEqual({ CurrentPage: page, TotalPage: 3, ItemPerPage: 10 });
      pages.push(body);
    }
    expect(pages.map((page) => page.Data.length)).toEqual([10, 10, 4]);
    expect(pages.flatMap((page) => page.Data)).toEqual(EXPECTED_ROWS);
    expect(pages[2]?.Data.map((team) => team.Name)).toEqual(['Sarcomas', 'Transplante de Medula Óssea', 'Tumores Raros', 'Uro-oncologia']);
    // limit alone pages too, from page 1.
    const onlyLimit = await call<Page<TeamRow>>('GET', '/api/team?limit=5', token);
    expect(onlyLimit.body.Pagination).toEqual({ CurrentPage: 1, TotalPage: 5, ItemPerPage: 5 });
    expect(onlyLimit.body.Data).toEqual(EXPECTED_ROWS.slice(0, 5));
  });

  it('answers the error shape for a bad page or limit', async () => {
    const token = await admin();
    const page = 'O parâmetro page deve ser um número inteiro maior que zero.';
    const limit = 'O parâmetro limit deve ser um número inteiro entre 1 e 100.';
    expect(await call('GET', '/api/team?page=0&limit=10', token)).toEqual(invalid(page));
    expect(await call('GET', '/api/team?page=abc&limit=10', token)).toEqual(invalid(page));
    expect(await call('GET', '/api/team?page=1&limit=101', token)).toEqual(invalid(limit));
    expect(await call('GET', '/api/team?page=-1&limit=0', token)).toEqual(invalid(page, limit));
  });
});

describe('GET api/team/search', () => {
  it('finds by part of the name, folding case and accents, in pages', async () => {
    const token = await admin();
    const first = await call<Page<TeamRow>>('GET', '/api/team/search?name=onco&page=1&limit=10', token);
    expect(first.status).toBe(200);
    expect(first.body.Pagination).toEqual({ CurrentPage: 1, TotalPage: 2, ItemPerPage: 10 });
    const second = await call<Page<TeamRow>>('GET', '/api/team/search?name=onco&page=2&limit=10', token);
    const names = [...first.body.Data, ...second.body.Data].map((team) => team.Name);
    expect(names).toEqual([
      'Dor Oncológica',
      'Fisioterapia Oncológica',
      'Gastro-oncologia',
      'Ginecologia Oncológica',
      'Neuro-oncologia',
      'Nutrição Oncológica',
      'Oncogenética',
      'Oncogeriatria',
      'Oncologia Clínica',
      'Oncologia Torácica',
      'Oncopediatria',
      'Psico-oncologia',
      'Uro-oncologia',
    ]);
    const toracica = await call<Page<TeamRow>>('GET', '/api/team/search?name=TORACICA&page=1&limit=10', token);
    expect(toracica.body.Data).toEqual([{ Id: 2, Name: 'Oncologia Torácica', Status: 1 }]);
    const cabeca = await call<Page<TeamRow>>('GET', `/api/team/search?name=${encodeURIComponent(' cabeca ')}&page=1&limit=10`, token);
    expect(cabeca.body.Data).toEqual([{ Id: 13, Name: 'Cabeça e Pescoço', Status: 1 }]);
  });

  it("searches only the caller's institution; an empty name lists all; no match is an empty page", async () => {
    const token = await admin();
    const radio = await call<Page<TeamRow>>('GET', '/api/team/search?name=radio&page=1&limit=10', token);
    expect(radio.body).toEqual({ Data: [], Pagination: { CurrentPage: 1, TotalPage: 1, ItemPerPage: 10 } });
    const other = await call<Page<TeamRow>>('GET', '/api/team/search?name=radio&page=1&limit=10', await saoLucas());
    expect(other.body.Data).toEqual([{ Id: 10, Name: 'Radioterapia', Status: 1 }]);
    const all = await call<Page<TeamRow>>('GET', '/api/team/search?name=&page=3&limit=10', token);
    expect(all.body.Data).toEqual(EXPECTED_ROWS.slice(20));
    expect(await call('GET', '/api/team/search?name=onco&page=x', token)).toEqual(invalid('O parâmetro page deve ser um número inteiro maior que zero.'));
  });
});

describe('POST api/team', () => {
  it('creates a team that then appears in the list, in its sorted place', async () => {
    const token = await admin();
    const { status, body } = await call<{ Id: number; Message: string }>('POST', '/api/team', token, { Name: '  Radioterapia ', Status: 'Active' });
    expect(status).toBe(200);
    // Ids 27 and 28 are Serra Azul's two teams, so the next one is 29.
    expect(body).toEqual({ Id: 29, Message: 'Equipe cadastrada com sucesso.' });
    const list = await listTeams(token);
    expect(list).toHaveLength(25);
    expect(list[19]).toEqual({ Id: 29, Name: 'Radioterapia', Status: 1 });
    expect(store.teams.find((team) => team.Id === 29)).toEqual({ Id: 29, InstitutionId: 1, Name: 'Radioterapia', Status: 'Active' });
    // Not in São Lucas', which has a Radioterapia of its own.
    expect((await listTeams(await saoLucas())).map((team) => team.Id)).toEqual([9, 10]);
  });

  it('creates an inactive team with Status 0', async () => {
    const token = await admin();
    const { body } = await call<{ Id: number }>('POST', '/api/team', token, { Name: 'Radiologia', Status: 'Inactive' });
    expect((await listTeams(token)).find((team) => team.Id === body.Id)).toEqual({ Id: body.Id, Name: 'Radiologia', Status: 0 });
  });

  it('refuses an empty name, a bad Status and a duplicate name (case and accents folded), creating nothing', async () => {
    const token = await admin();
    expect(await call('POST', '/api/team', token, { Name: '   ', Status: 'Active' })).toEqual(invalid('O campo Nome é obrigatório.'));
    expect(await call('POST', '/api/team', token, { Status: 'Active' })).toEqual(invalid('O campo Nome é obrigatório.'));
    expect(await call('POST', '/api/team', token, { Name: 'mastologia', Status: 'Active' })).toEqual(invalid('Já existe uma equipe com este nome.'));
    expect(await call('POST', '/api/team', token, { Name: 'ONCOLOGIA TORACICA', Status: 'Inactive' })).toEqual(invalid('Já existe uma equipe com este nome.'));
    expect(await call('POST', '/api/team', token, { Name: 'Nova', Status: 1 })).toEqual(invalid('O campo Status é inválido.'));
    expect(await call('POST', '/api/team', token, { Name: 'Nova' })).toEqual(invalid('O campo Status é inválido.'));
    expect(await call('POST', '/api/team', token, { Name: '', Status: 'Ativo' })).toEqual(invalid('O campo Nome é obrigatório.', 'O campo Status é inválido.'));
    expect(await call('POST', '/api/team', token, { Name: 'x'.repeat(256), Status: 'Active' })).toEqual(
      invalid('O campo Nome pode conter no máximo 255 caracteres.'),
    );
    expect(await call('POST', '/api/team', token, ['Nova'])).toEqual(invalid('O corpo da requisição deve ser um JSON válido.'));
    expect(await listTeams(token)).toEqual(EXPECTED_ROWS);
  });
});

describe('PUT api/team/{id}', () => {
  it('renames and changes the status, answering {}', async () => {
    const token = await admin();
    const { status, body } = await call('PUT', '/api/team/8', token, { Name: 'Cuidados Paliativos e Suporte', Status: 'Active' });
    expect([status, body]).toEqual([200, {}]);
    expect((await listTeams(token)).find((team) => team.Id === 8)).toEqual({ Id: 8, Name: 'Cuidados Paliativos e Suporte', Status: 1 });
  });

  it('lets a team keep its own name (even with other case) but not take another one', async () => {
    const token = await admin();
    expect((await call('PUT', '/api/team/1', token, { Name: 'MASTOLOGIA', Status: 'Inactive' })).status).toBe(200);
    expect((await listTeams(token)).find((team) => team.Id === 1)).toEqual({ Id: 1, Name: 'MASTOLOGIA', Status: 0 });
    expect(await call('PUT', '/api/team/1', token, { Name: 'Uro-Oncologia', Status: 'Active' })).toEqual(invalid('Já existe uma equipe com este nome.'));
    expect(await call('PUT', '/api/team/1', token, { Name: '', Status: 'Active' })).toEqual(invalid('O campo Nome é obrigatório.'));
    expect(store.teams.find((team) => team.Id === 1)?.Name).toBe('MASTOLOGIA');
  });

  it("answers 404 for an unknown id or another institution's team, changing nothing", async () => {
    const token = await admin();
    for (const id of ['999', '9', 'abc']) {
      expect(await call('PUT', `/api/team/${id}`, token, { Name: 'Outra', Status: 'Active' }), id).toEqual(notFound);
    }
    expect(await call('PUT', '/api/team/1', await saoLucas(), { Name: 'Outra', Status: 'Active' })).toEqual(notFound);
    expect(store.teams.find((team) => team.Id === 9)?.Name).toBe('Oncologia Clínica');
    expect(store.teams.find((team) => team.Id === 1)?.Name).toBe('Mastologia');
  });
});

describe('GET api/team/{id}/professionals', () => {
  it('answers the members only, sorted by name, with whether each navigates the team', async () => {
    const token = await admin();
    const { status, body } = await call<{ Navigators: Navigator[] }>('GET', '/api/team/6/professionals', token);
    expect(status).toBe(200);
    expect(body).toEqual({
      Navigators: [
        { Id: 11, Name: 'Aline Martins Rocha', Email: 'aline.rocha@vidaplena.med.br', IsNavigator: false },
        { Id: 6, Name: 'Fábio Henrique Costa', Email: 'fabio.costa@vidaplena.med.br', IsNavigator: false },
        { Id: 8, Name: 'Rafael Moreira Lins', Email: 'rafael.lins@vidaplena.med.br', IsNavigator: true },
      ],
    });
    expect((await navigatorsOf(1, token)).map((p) => [p.Id, p.IsNavigator])).toEqual([
      [11, false],
      [1, false],
      [5, true],
    ]);
    expect(await navigatorsOf(26, token)).toEqual([]);
  });

  it("answers 404 for an unknown team or another institution's", async () => {
    expect(await call('GET', '/api/team/999/professionals', await admin())).toEqual(notFound);
    expect(await call('GET', '/api/team/9/professionals', await admin())).toEqual(notFound);
    expect(await call('GET', '/api/team/6/professionals', await saoLucas())).toEqual(notFound);
    expect((await navigatorsOf(10, await saoLucas())).map((p) => [p.Name, p.IsNavigator])).toEqual([
      ['André Luiz Porto', false],
      ['Renata Coelho', true],
    ]);
  });
});

describe('PUT api/team/{id}/professionals', () => {
  const marks = async (teamId: number, token: string) => (await navigatorsOf(teamId, token)).map((p) => [p.Id, p.IsNavigator]);

  it('sets and clears IsNavigator from {Navigators: [...]}, as the GET reads back', async () => {
    const token = await admin();
    const { status, body } = await call('PUT', '/api/team/6/professionals', token, {
      Navigators: [
        { Id: 11, IsNavigator: true },
        { Id: 8, IsNavigator: false },
      ],
    });
    expect([status, body]).toEqual([200, {}]);
    expect(await marks(6, token)).toEqual([
      [11, true],
      [6, false],
      [8, false],
    ]);
    // Only this team's mark moved: Rafael still navigates team 4, Aline no other team.
    expect(store.professionals.find((p) => p.Id === 8)?.NavigatorTeamIds).toEqual([4]);
    expect(store.professionals.find((p) => p.Id === 11)?.NavigatorTeamIds).toEqual([6]);
  });

  it('accepts a bare array and ProfessionalId as an alias of Id; members not listed keep their mark', async () => {
    const token = await admin();
    expect((await call('PUT', '/api/team/6/professionals', token, [{ ProfessionalId: 6, IsNavigator: true }])).status).toBe(200);
    expect(await marks(6, token)).toEqual([
      [11, false],
      [6, true],
      [8, true],
    ]);
    expect((await call('PUT', '/api/team/6/professionals', token, [{ Id: '8', IsNavigator: false }])).status).toBe(200);
    expect(await marks(6, token)).toEqual([
      [11, false],
      [6, true],
      [8, false],
    ]);
  });

  it('refuses a non-member (of the team or of the institution), changing nothing', async () => {
    const token = await admin();
    const notMember = invalid('Profissional não pertence à equipe.');
    // Patrícia (5) is not in team 6; Renata (15) is São Lucas'; 999 does not exist. Aline's mark must not move.
    for (const id of [5, 15, 999]) {
      const body = {
        Navigators: [
          { Id: 11, IsNavigator: true },
          { Id: id, IsNavigator: true },
        ],
      };
      expect(await call('PUT', '/api/team/6/professionals', token, body), String(id)).toEqual(notMember);
    }
    expect(await marks(6, token)).toEqual([
      [11, false],
      [6, false],
      [8, true],
    ]);
  });

  it('refuses a malformed body', async () => {
    const token = await admin();
    const message = invalid('Informe a lista de navegadores.');
    const bodies: unknown[] = [
      {},
      { Navigators: 'x' },
      null,
      [{ Id: 8 }],
      [{ Id: 8, IsNavigator: '1' }],
      [{ IsNavigator: true }],
      [{ Id: 'oito', IsNavigator: true }],
      ['8'],
    ];
    for (const body of bodies) {
      expect(await call('PUT', '/api/team/6/professionals', token, body), JSON.stringify(body)).toEqual(message);
    }
    const broken = await fetch('http://localhost/api/team/6/professionals', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{"Navigators": [',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual(message.body);
    expect(await call('PUT', '/api/team/9/professionals', token, [])).toEqual(notFound);
  });
});

describe('the alternate shapes', () => {
  it("team's professionals: the bare list, IsNavigator as '1'/'0', ids as strings", async () => {
    const token = await admin();
    setShapes('alternate');
    const { status, body } = await call<Row[]>('GET', '/api/team/6/professionals', token);
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((row) => [row.Id, row.Name, row.Email, row.IsNavigator])).toEqual([
      ['11', 'Aline Martins Rocha', 'aline.rocha@vidaplena.med.br', '0'],
      ['6', 'Fábio Henrique Costa', 'fabio.costa@vidaplena.med.br', '0'],
      ['8', 'Rafael Moreira Lins', 'rafael.lins@vidaplena.med.br', '1'],
    ]);
    expect(body[0]).toMatchObject({ $id: '1', Extra: { Note: 'campo desconhecido', List: ['1'] } });
  });

  it("team rows: Status as 'Active'/'Inactive', a boolean and '1'/'0' in turn, same meaning", async () => {
    const token = await admin();
    setShapes('alternate');
    const list = (await call<Row[]>('GET', '/api/team', token)).body;
    const forms: [unknown, unknown][] = [
      ['Active', 'Inactive'],
      [true, false],
      ['1', '0'],
    ];
    expect(list).toHaveLength(24);
    list.forEach((row, index) => {
      const [active, inactive] = forms[index % 3] ?? [];
      const expected = EXPECTED_ROWS[index];
      expect([row.Id, row.Name, row.Status], `row ${index}`).toEqual([String(expected?.Id), expected?.Name, expected?.Status ? active : inactive]);
    });
    // Cuidados Paliativos (2nd row) is inactive: false; Nutrição Oncológica (13th, form 0) is 'Inactive'.
    expect([list[1]?.Status, list[12]?.Status, list[13]?.Status, list[14]?.Status]).toEqual([false, 'Inactive', false, '0']);
    const paged = (await call<{ Data: Row[]; Pagination: Row }>('GET', '/api/team?page=1&limit=10', token)).body;
    expect(paged.Pagination).toMatchObject({ CurrentPage: '1', TotalPage: '3', ItemPerPage: '10' });
    expect(paged.Data.slice(0, 3).map((row) => row.Status)).toEqual(['Active', false, '1']);
  });

  it('leaves error answers in the one error shape', async () => {
    setShapes('alternate');
    expect(await call('POST', '/api/team', await admin(), { Name: 'mastologia', Status: 'Active' })).toEqual(invalid('Já existe uma equipe com este nome.'));
  });
});

describe('without a token', () => {
  it('every team endpoint answers 401 "Sessão expirada."', async () => {
    const expired = { status: 401, body: { Title: null, Message: 'Sessão expirada.', Errors: null } };
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/team'],
      ['GET', '/api/team?page=1&limit=10'],
      ['GET', '/api/team/search?name=onco'],
      ['POST', '/api/team', { Name: 'Nova', Status: 'Active' }],
      ['PUT', '/api/team/1', { Name: 'Nova', Status: 'Active' }],
      ['GET', '/api/team/1/professionals'],
      ['PUT', '/api/team/1/professionals', []],
    ];
    for (const [method, path, body] of calls) {
      expect(await call(method, path, undefined, body), `${method} ${path}`).toEqual(expired);
      expect(await call(method, path, 'forjado.token.aqui', body), `${method} ${path}`).toEqual(expired);
    }
    // 24 teams at Vida Plena, 2 at São Lucas, 2 at Serra Azul: none added.
    expect(store.teams).toHaveLength(28);
  });
});

describe('the spec profile', () => {
  it('answers the unpaged list with only Id and Name (spec 02 §7), the paged rows with Status 1 or 2', async () => {
    const token = await admin();
    setShapes('spec');
    const list = (await call<Row[]>('GET', '/api/team', token)).body;
    expect(list).toHaveLength(24);
    for (const row of list) expect(Object.keys(row)).toEqual(['Id', 'Name']);
    const page = (await call<Page<TeamRow>>('GET', '/api/team/search?name=cuidados&page=1&limit=10', token)).body;
    expect(page.Data).toEqual([{ Id: 8, Name: 'Cuidados Paliativos', Status: 2 }]);
    const first = (await call<Page<TeamRow>>('GET', '/api/team?page=1&limit=10', token)).body;
    expect(first.Data.find((row) => row.Id === 13)?.Status).toBe(1);
  });
});
