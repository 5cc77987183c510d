// @vitest-environment node
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { setShapes } from '../../src/mocks/control';
import { BUSY_DAY_DAYS_AGO } from '../../src/mocks/seed/announcementTexts';
import { lastAnnouncementPost, resetStore, store } from '../../src/mocks/store';
import { NOW, dateSearchOf, INVALID, postForm, validForm } from './announcements-helpers';
import type { AnnouncementRow } from './announcements-helpers';
import { API, loginAs, sendJson, setupDemoApi, tokenFor } from './helpers';
import { call } from './tabs-helpers';
import type { Page } from './tabs-helpers';

setupDemoApi();

const list = (token: string | undefined, query = '') => call<Page<AnnouncementRow>>('GET', `/api/announcement${query}`, token);
const teamsOf = (row: AnnouncementRow) => row.Doctors.map((team) => team.Id);

describe('GET api/announcement', () => {
  it('pages the institution’s 25 announcements newest first, each with its patients, teams and sender; 401 without a token', async () => {
    const token = await tokenFor(1);
    const first = await list(token, '?page=1&limit=10');
    expect(first.status).toBe(200);
    expect(first.body.Pagination).toEqual({ CurrentPage: 1, TotalPage: 3, ItemPerPage: 10 });
    const all = (await list(token, '?limit=100')).body.Data;
    expect(all).toHaveLength(25);
    expect(first.body.Data).toEqual(all.slice(0, 10));
    expect((await list(token, '?page=3&limit=10')).body.Data).toEqual(all.slice(20));
    expect(all.map((row) => row.DateAndTime)).toEqual(
      all
        .map((row) => row.DateAndTime)
        .sort()
        .reverse(),
    );
    expect(all[0]).toMatchObject({ Id: 29, Title: 'Novo recurso no aplicativo: lembretes de medicação', Professional: { Name: 'Helena Vasconcelos' } });
    for (const row of all) {
      expect(row.DateAndTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(row.Doctors.length).toBeGreaterThanOrEqual(1);
      expect(row.Doctors.length).toBeLessThanOrEqual(3);
      expect(row.Patients.length).toBeGreaterThan(0);
      for (const patient of row.Patients) {
        const stored = store.patients.find((item) => item.Id === patient.Id)!;
        expect(stored.InstitutionId).toBe(1);
        expect(teamsOf(row)).toContain(stored.TeamId);
        expect(patient.Name).toBe(stored.Name);
        expect(typeof patient.IsRead).toBe('boolean');
      }
      expect(row.Patients.map((patient) => patient.Name)).toEqual(row.Patients.map((patient) => patient.Name).sort((a, b) => a.localeCompare(b, 'pt-BR')));
      expect(store.teams.filter((team) => teamsOf(row).includes(team.Id)).every((team) => team.InstitutionId === 1)).toBe(true);
      expect(row.Professional).toEqual({ Id: expect.any(Number) as unknown, Name: expect.any(String) as unknown });
    }
    expect((await list(undefined)).status).toBe(401);
  });

  it('has announcements read by everyone, by nobody, and mostly by some', async () => {
    const all = (await list(await tokenFor(1), '?limit=100')).body.Data;
    const read = (row: AnnouncementRow) => row.Patients.filter((patient) => patient.IsRead).length;
    const everyone = all.filter((row) => read(row) === row.Patients.length);
    const nobody = all.filter((row) => read(row) === 0);
    expect(everyone.map((row) => row.Id).sort((a, b) => a - b)).toEqual([2, 5]);
    expect(nobody.map((row) => row.Id)).toEqual([29]);
    expect(all.length - everyone.length - nobody.length).toBe(22);
  });

  it('shows each institution its own: 4 at São Lucas, none at Serra Azul', async () => {
    const saoLucas = (await list(await loginAs('hospital165@painel.demo'), '?limit=100')).body;
    expect(saoLucas.Data.map((row) => row.Id)).toEqual([28, 23, 19, 13]);
    expect(saoLucas.Data.flatMap((row) => row.Doctors.map((team) => team.Name))).toEqual(expect.arrayContaining(['Oncologia Clínica', 'Radioterapia']));
    const serraAzul = await list(await loginAs('admin@serraazul.demo'));
    expect(serraAzul).toEqual({ status: 200, body: { Data: [], Pagination: { CurrentPage: 1, TotalPage: 1, ItemPerPage: 10 } } });
  });

  it('filters by dateSearch (MM/DD/YYYY), the São Paulo calendar day', async () => {
    resetStore({ now: NOW });
    const token = await tokenFor(1);
    const busy = await list(token, `?dateSearch=${encodeURIComponent(dateSearchOf(NOW, BUSY_DAY_DAYS_AGO))}`);
    expect(busy.status).toBe(200);
    expect(busy.body.Data.map((row) => row.Title)).toEqual([
      'Cuidados nos dias de calor',
      'Grupo de apoio: encontro presencial',
      'Campanha de vacinação contra a gripe',
    ]);
    expect(busy.body.Data.map((row) => DateTime.fromISO(row.DateAndTime).setZone('America/Sao_Paulo').toFormat('MM/dd/yyyy HH:mm'))).toEqual(
      ['16:05', '11:20', '08:45'].map((time) => `06/08/2025 ${time}`),
    );
    expect((await list(token, '?dateSearch=06/09/2025')).body.Data).toEqual([]);
    expect((await list(token, '?dateSearch=')).body.Data).toHaveLength(10);
    // 22:30 in São Paulo is already the next day in UTC: it belongs to the São Paulo day.
    store.announcements.push({ ...store.announcements.at(-1)!, Id: 99, DateAndTime: '2025-06-10T01:30:00.000Z' });
    expect((await list(token, '?dateSearch=06/09/2025')).body.Data.map((row) => row.Id)).toEqual([99]);
    expect((await list(token, '?dateSearch=06/10/2025')).body.Data).toEqual([]);
  });

  it('refuses a dateSearch that is not a month/day/year day, and bad paging, with 400', async () => {
    const token = await tokenFor(1);
    for (const value of ['2025-06-08', '13/01/2025', '02/30/2025', '6/8/2025', 'ontem']) {
      const { status, body } = await list(token, `?dateSearch=${encodeURIComponent(value)}`);
      expect(status, value).toBe(400);
      expect(body).toEqual({ ...INVALID, Errors: ['O parâmetro dateSearch deve ser uma data no formato MM/DD/AAAA.'] });
    }
    expect((await list(token, '?page=0')).status).toBe(400);
  });
});

describe('POST api/announcement', () => {
  it('sends a multipart form: the new announcement comes first, to the teams’ patients, unread, from the signed-in user', async () => {
    const token = await tokenFor(1);
    const response = await postForm(validForm(['3', '7']), token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Id: 30, Message: 'O comunicado foi enviado com sucesso.' });
    const first = (await list(token)).body.Data[0]!;
    expect(first).toMatchObject({ Id: 30, Title: 'Mutirão de exames', Professional: { Id: 901, Name: 'Mariana Albuquerque' } });
    expect(first.Doctors).toEqual([
      { Id: 3, Name: 'Gastro-oncologia' },
      { Id: 7, Name: 'Oncologia Clínica' },
    ]);
    const expected = store.patients.filter((patient) => [3, 7].includes(patient.TeamId) && patient.LifeStatus !== 'Deceased');
    expect(first.Patients.map((patient) => patient.Id).sort((a, b) => a - b)).toEqual(expected.map((patient) => patient.Id));
    expect(first.Patients.every((patient) => !patient.IsRead)).toBe(true);
    const today = DateTime.now().setZone('America/Sao_Paulo').toFormat('MM/dd/yyyy');
    expect((await list(token, `?dateSearch=${encodeURIComponent(today)}`)).body.Data.map((row) => row.Id)).toContain(30);
  });

  it('keeps the last form it received, also at GET /__demo/last-announcement, until a reset', async () => {
    expect(await (await fetch(`${API}/__demo/last-announcement`)).json()).toEqual({ fields: null, contentType: null });
    await postForm(validForm(['3', '7']), await tokenFor(1));
    const expected = {
      fields: { Title: 'Mutirão de exames', Message: validForm()[1]![1], 'Teams[0]': '3', 'Teams[1]': '7' },
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/) as unknown,
    };
    expect(lastAnnouncementPost()).toEqual(expected);
    expect(await (await fetch(`${API}/__demo/last-announcement`)).json()).toEqual(expected);
    await sendJson('POST', '/__demo/reset', {});
    expect(lastAnnouncementPost()).toBeNull();
    expect((await list(await tokenFor(1), '?limit=100')).body.Data).toHaveLength(25);
  });

  it('binds the fields in any case, Teams repeated or indexed in any order, each team once', async () => {
    const token = await tokenFor(1);
    const repeated = await postForm(
      [
        ['title', 'Aviso'],
        ['MESSAGE', 'Texto'],
        ['Teams', '1'],
        ['teams', '2'],
        ['Teams', '1'],
      ],
      token,
    );
    expect(repeated.status).toBe(200);
    expect(lastAnnouncementPost()?.fields).toEqual({ title: 'Aviso', MESSAGE: 'Texto', Teams: ['1', '1'], teams: '2' });
    expect(teamsOf((await list(token)).body.Data[0]!)).toEqual([1, 2]);
    expect(
      (
        await postForm(
          [
            ['Title', 'Aviso'],
            ['Message', 'Texto'],
            ['teams[1]', '4'],
            ['TEAMS[0]', '5'],
          ],
          token,
        )
      ).status,
    ).toBe(200);
    expect(teamsOf((await list(token)).body.Data[0]!)).toEqual([5, 4]);
  });

  it('answers each validation error in the API’s shape and saves nothing', async () => {
    const token = await tokenFor(1);
    const cases: [[string, string][], string[]][] = [
      [validForm().filter(([name]) => name !== 'Title'), ['O campo Chamada é obrigatório.']],
      [[['Title', 'x'.repeat(256)], ...validForm().slice(1)], ['O campo Chamada pode conter no máximo 255 caracteres.']],
      [[validForm()[0]!, ['Message', '   '], ...validForm().slice(2)], ['O campo Comunicado é obrigatório.']],
      [validForm([]), ['É necessario seleconar ao menos uma Equipe.']],
      [validForm(['']), ['É necessario seleconar ao menos uma Equipe.']],
      [validForm(['3', '9']), ['Equipe inválida: 9.']],
      [validForm(['abc']), ['Equipe inválida: abc.']],
      [[['Teams[0]', '999']], ['O campo Chamada é obrigatório.', 'O campo Comunicado é obrigatório.', 'Equipe inválida: 999.']],
    ];
    for (const [fields, errors] of cases) {
      const response = await postForm(fields, token);
      expect(response.status, errors.join()).toBe(400);
      expect(await response.json()).toEqual({ ...INVALID, Errors: errors });
    }
    expect(store.announcements).toHaveLength(29);
    expect((await postForm([['Title', 'x'.repeat(255)], ...validForm().slice(1)], token)).status).toBe(200);
  });

  it('refuses another institution’s team: São Lucas may not send to Vida Plena’s, and the other way round', async () => {
    expect(await (await postForm(validForm(['1']), await loginAs('hospital165@painel.demo'))).json()).toEqual({ ...INVALID, Errors: ['Equipe inválida: 1.'] });
    expect((await postForm(validForm(['10']), await tokenFor(1))).status).toBe(400);
    expect((await postForm(validForm(['10']), await loginAs('hospital165@painel.demo'))).status).toBe(200);
  });

  it('refuses a body that is not multipart/form-data with 415; 401 without a token', async () => {
    const token = await tokenFor(1);
    const json = await sendJson('POST', '/api/announcement', { Title: 'Aviso', Message: 'Texto', Teams: [3] }, token);
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ Title: null, Message: 'O corpo da requisição deve ser enviado como multipart/form-data.', Errors: null });
    const encoded = await fetch(`${API}/api/announcement`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: new URLSearchParams(validForm()),
    });
    expect(encoded.status).toBe(415);
    expect((await fetch(`${API}/api/announcement`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(415);
    expect(lastAnnouncementPost()).toBeNull();
    expect((await postForm(validForm(), undefined)).status).toBe(401);
    expect(store.announcements).toHaveLength(29);
  });
});

describe('the alternate shapes', () => {
  it('send numbers as strings, local 7-digit instants, read flags in every form, teams and sender as bare names', async () => {
    const token = await tokenFor(1);
    const plain = (await list(token, '?limit=100')).body;
    setShapes('alternate');
    const { status, body } = await call<Record<string, unknown> & { Data: Record<string, unknown>[] }>('GET', '/api/announcement?limit=100', token);
    expect(status).toBe(200);
    expect(body.Pagination).toMatchObject({ CurrentPage: '1', TotalPage: '1', ItemPerPage: '100' });
    const flags = new Set<unknown>();
    body.Data.forEach((row, index) => {
      const original = plain.Data[index]!;
      expect(row).toMatchObject({ Id: String(original.Id), Title: original.Title, $id: expect.any(String) as unknown, Extra: expect.any(Object) as unknown });
      expect(row.DateAndTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}$/);
      expect(DateTime.fromISO(row.DateAndTime as string, { zone: 'America/Sao_Paulo' }).toMillis()).toBe(Date.parse(original.DateAndTime));
      expect(row.Doctors).toEqual(original.Doctors.map((team) => team.Name));
      expect(row.Professional).toBe(original.Professional.Name);
      (row.Patients as Record<string, unknown>[]).forEach((patient, position) => {
        flags.add(patient.IsRead);
        const read = patient.IsRead === true || patient.IsRead === 'true' || patient.IsRead === '1';
        expect(read).toBe(original.Patients[position]!.IsRead);
        expect(patient.Id).toBe(String(original.Patients[position]!.Id));
      });
    });
    expect(flags).toEqual(new Set(['true', 'false', '1', '0', true, null]));
    const sent = await postForm(validForm(), token);
    expect(await sent.json()).toMatchObject({ Id: '30', Message: 'O comunicado foi enviado com sucesso.' });
  });
});

describe('the seeded announcements', () => {
  it('are 25 at Vida Plena and 4 at São Lucas, ids in sending order, all before the anchor, to 1–3 teams', () => {
    resetStore({ now: NOW });
    const byInstitution = (id: number) => store.announcements.filter((item) => item.InstitutionId === id).length;
    expect([byInstitution(1), byInstitution(165), byInstitution(2)]).toEqual([25, 4, 0]);
    expect(store.announcements.map((item) => item.Id)).toEqual(store.announcements.map((_, index) => index + 1));
    const instants = store.announcements.map((item) => item.DateAndTime);
    expect(instants).toEqual([...instants].sort());
    expect(instants.every((instant) => instant < NOW.toISOString() && instant > '2024-12-01')).toBe(true);
    for (const item of store.announcements) {
      expect(new Set(item.TeamIds).size).toBe(item.TeamIds.length);
      expect(item.TeamIds.length).toBeGreaterThanOrEqual(1);
      expect(item.TeamIds.length).toBeLessThanOrEqual(3);
      for (const recipient of item.Recipients) {
        const patient = store.patients.find((candidate) => candidate.Id === recipient.PatientId)!;
        expect(patient.CreatedAt <= item.DateAndTime).toBe(true);
      }
    }
  });
});
