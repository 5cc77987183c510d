// @vitest-environment node
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { currentBiUrl, replaceControl, resetControl, setShapes } from '../../src/mocks/control';
import { REPORT_ORIGIN_HEADER } from '../../src/mocks/lib/biReport';
import { exportFileNames } from '../../src/mocks/lib/exportTables';
import { resetStore, store } from '../../src/mocks/store';
import { NOW, postForm } from './announcements-helpers';
import { API, getWithToken, loginAs, sendJson, setupDemoApi, tokenFor } from './helpers';

setupDemoApi();

const GETURL = '/api/powerbi/geturl';
const EXPORT = '/api/export/export-all-tables';
const REPORT = `${API}/__demo/bi-report?institution=1`;
const FORBIDDEN = { Title: null, Message: 'Recurso disponível apenas para assinantes.', Errors: null };

/** A CSV of the export as rows of cells (quotes undone), after checking the UTF-8 BOM and CRLF ends. */
function parseCsv(bytes: Uint8Array): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // The decoder drops the BOM, as a spreadsheet does.
  const text = strFromU8(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const next = text[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === ';' || (char === '\r' && next === '\n'))) {
      rows.at(-1)!.push(cell);
      cell = '';
      if (char === '\r') {
        rows.push([]);
        index += 1;
      }
    } else {
      cell += char;
    }
  }
  rows.pop();
  return rows;
}

async function exported(token: string) {
  const response = await getWithToken(EXPORT, token);
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return { response, files, table: (name: string) => parseCsv(files[name]!) };
}

describe('GET api/powerbi/geturl', () => {
  it('answers the demo report’s absolute URL as a JSON string; the page is self-contained HTML with the institution’s figures', async () => {
    const response = await getWithToken(GETURL, await tokenFor(1));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe(JSON.stringify(REPORT));
    const page = await fetch(REPORT);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const html = await page.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Relatório de acompanhamento — demonstração</title>');
    expect(html).toContain('Instituto de Oncologia Vida Plena');
    expect(html).not.toMatch(/<script|<link|src=/i);
    const followed = store.patients.filter((patient) => patient.InstitutionId === 1 && patient.LifeStatus !== 'Deceased').length;
    expect(html).toContain(`<span class="value">${followed}</span><span class="label">Pacientes acompanhados</span>`);
    expect(html).toContain('<span class="value">44</span><span class="label">Alertas pendentes</span>');
    expect(html).toContain('<span class="value">25</span><span class="label">Comunicados enviados</span>');
    expect((await fetch(`${API}/__demo/bi-report?institution=999`)).status).toBe(404);
    expect((await fetch(`${API}/__demo/bi-report`)).status).toBe(404);
  });

  it('builds the URL on the report origin the demo server gives, else on the API’s own base, for the caller’s institution', async () => {
    // msw answers every origin; the hospital165@ login lacks feature 5, so this token is signed with it.
    const token = await tokenFor(165, 'hospital165@painel.demo');
    const other = await fetch('http://127.0.0.1:4173/backend/api/powerbi/geturl', { headers: { Authorization: `Bearer ${token}` } });
    expect(await other.json()).toBe('http://127.0.0.1:4173/backend/__demo/bi-report?institution=165');
    expect(await (await fetch('http://127.0.0.1:4173/backend/__demo/bi-report?institution=165')).text()).toContain('Hospital São Lucas do Litoral');
    // The demo server sets the header (server/index.ts): its report listener, another origin.
    const served = await fetch('http://127.0.0.1:4173/backend/api/powerbi/geturl', {
      headers: { Authorization: `Bearer ${token}`, [REPORT_ORIGIN_HEADER]: 'http://127.0.0.1:4174' },
    });
    expect(await served.json()).toBe('http://127.0.0.1:4174/__demo/bi-report?institution=165');
  });

  it('answers bare text in the alternate profile', async () => {
    setShapes('alternate');
    const response = await getWithToken(GETURL, await tokenFor(1));
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(REPORT);
  });

  it('answers an empty URL or any URL the biUrl switch gives, until {} or a reset', async () => {
    const token = await tokenFor(1);
    const control = await sendJson('POST', '/__demo/control', { biUrl: 'empty' });
    expect(await control.json()).toMatchObject({ biUrl: 'empty' });
    expect(await (await getWithToken(GETURL, token)).text()).toBe('""');
    setShapes('alternate');
    expect(await (await getWithToken(GETURL, token)).text()).toBe('');
    await sendJson('POST', '/__demo/control', { biUrl: 'http://relatorios.exemplo.com.br/painel?id=7' });
    expect(await (await getWithToken(GETURL, token)).json()).toBe('http://relatorios.exemplo.com.br/painel?id=7');
    await sendJson('POST', '/__demo/control', {});
    expect(currentBiUrl()).toBe('default');
    replaceControl({ biUrl: 'https://app.powerbi.com/view?r=abc' });
    expect(await (await getWithToken(GETURL, token)).json()).toBe('https://app.powerbi.com/view?r=abc');
    await sendJson('POST', '/__demo/reset', {});
    expect(await (await getWithToken(GETURL, token)).json()).toBe(REPORT);
    replaceControl({ biUrl: 'empty' });
    resetControl();
    expect(currentBiUrl()).toBe('default');
  });

  it('refuses a biUrl that is neither a keyword nor an absolute URL', async () => {
    for (const biUrl of ['nada', '', '/relativo', 42]) {
      expect((await sendJson('POST', '/__demo/control', { biUrl })).status, String(biUrl)).toBe(400);
    }
  });

  it('adds the answerHeaders switch’s headers', async () => {
    replaceControl({ answerHeaders: [{ path: 'api/powerbi/geturl', headers: { 'Cache-Control': 'no-store' } }] });
    expect((await getWithToken(GETURL, await tokenFor(1))).headers.get('cache-control')).toBe('no-store');
  });

  it('needs feature 5 (403 for teste@ and medico@, 200 for semdashboard@ whose claim is ["3","5"]) and a token (401)', async () => {
    for (const login of ['teste@painel.demo', 'medico@painel.demo', 'admin@serraazul.demo', 'hospital165@painel.demo']) {
      const response = await getWithToken(GETURL, await loginAs(login));
      expect(response.status, login).toBe(403);
      expect(await response.json()).toEqual(FORBIDDEN);
    }
    expect((await getWithToken(GETURL, await loginAs('semdashboard@painel.demo'))).status).toBe(200);
    expect((await getWithToken(GETURL, undefined)).status).toBe(401);
  });
});

describe('GET api/export/export-all-tables', () => {
  it('answers a zip named after the institution and the day, one CSV per table, UTF-8 with BOM and ; separators', async () => {
    resetStore({ now: NOW });
    const { response, files, table } = await exported(await tokenFor(1));
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="dados-instituto-de-oncologia-vida-plena-2025-06-15.zip"');
    expect(Object.keys(files)).toEqual([...exportFileNames]);
    const patients = table('pacientes.csv');
    expect(patients[0]).toEqual([
      'Código',
      'Nome',
      'CPF',
      'Data de nascimento',
      'Sexo',
      'Telefone',
      'E-mail',
      'Número de registro',
      'Equipe',
      'Local de atendimento',
      'CID',
      'Diagnóstico',
      'PS',
      'Situação',
      'Acesso ao aplicativo',
      'Licenciado',
      'Data de cadastro',
      'Data do óbito',
    ]);
    const own = store.patients.filter((patient) => patient.InstitutionId === 1);
    expect(patients.slice(1).map((row) => Number(row[0]))).toEqual(own.map((patient) => patient.Id));
    const first = own[0]!;
    const row = patients[1]!;
    expect(row[1]).toBe(first.Name);
    expect(row[2]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(row[3]).toBe(first.BirthDate ? first.BirthDate.split('-').reverse().join('/') : '');
    expect(row[5]).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
    expect(row[16]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(table('equipes.csv')[0]).toEqual(['Código', 'Nome', 'Situação', 'Pacientes', 'Profissionais']);
    expect(table('equipes.csv')).toHaveLength(1 + store.teams.filter((team) => team.InstitutionId === 1).length);
    expect(
      table('profissionais.csv')
        .slice(1)
        .map((line) => line[1]),
    ).toEqual(store.professionals.filter((p) => p.InstitutionId === 1).map((p) => p.Name));
    expect(table('comunicados.csv')).toHaveLength(26);
    expect(table('comunicados.csv')[0]).toEqual(['Código', 'Data e hora', 'Chamada', 'Comunicado', 'Equipes', 'Enviado por', 'Destinatários', 'Lidos']);
    expect(table('comunicados.csv')[1]![1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(table('sintomas.csv')[0]).toEqual(['Data e hora', 'Paciente', 'Equipe', 'Sintoma', 'Intensidade', 'Alerta pendente']);
  });

  it('holds the institution’s rows only: no patient of another institution, not even one it follows read-only', async () => {
    const { files } = await exported(await tokenFor(1));
    const text = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    const others = store.patients.filter((patient) => patient.InstitutionId !== 1);
    expect(others.filter((patient) => text.includes(patient.CPF.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')))).toEqual([]);
    expect(text).not.toContain('Hospital São Lucas');
    const saoLucas = await exported(await tokenFor(165, 'hospital165@painel.demo'));
    expect(saoLucas.table('pacientes.csv')).toHaveLength(31);
    expect(saoLucas.table('comunicados.csv')).toHaveLength(5);
    expect(saoLucas.response.headers.get('content-disposition')).toMatch(/^attachment; filename="dados-hospital-sao-lucas-do-litoral-\d{4}-\d{2}-\d{2}\.zip"$/);
  });

  it('quotes cells that need it and keeps typed text from running as a formula', async () => {
    const token = await tokenFor(1);
    const title = 'Reunião; "grupo" de apoio';
    expect(
      (
        await postForm(
          [
            ['Title', title],
            ['Message', '=HIPERLINK("http://x")\nsegunda linha'],
            ['Teams[0]', '1'],
          ],
          token,
        )
      ).status,
    ).toBe(200);
    const last = (await exported(token)).table('comunicados.csv').at(-1)!;
    // A form body carries line breaks as CRLF (the HTML form encoding), and the cell keeps them.
    expect(last.slice(2, 6)).toEqual([title, `'=HIPERLINK("http://x")\r\nsegunda linha`, 'Mastologia', 'Mariana Albuquerque']);
    expect(Number(last[7])).toBe(0);
  });

  it('needs feature 5 (403) and a token (401)', async () => {
    const response = await getWithToken(EXPORT, await loginAs('medico@painel.demo'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(FORBIDDEN);
    expect((await getWithToken(EXPORT, undefined)).status).toBe(401);
  });
});
