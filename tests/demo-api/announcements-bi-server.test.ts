// @vitest-environment node
// No msw setupServer here: the multipart body and the zip must cross the real HTTP server.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { postForm } from './announcements-helpers';
import type { AnnouncementRow } from './announcements-helpers';
import { setupDemoServer } from './server-helpers';

const server = setupDemoServer();
const signIn = (login: string) => server.signIn(login);

describe('announcements and BI through the demo server', () => {
  it('takes a multipart announcement (accents intact), keeps its fields at /__demo/last-announcement and lists it first', async () => {
    const auth = await signIn('admin@painel.demo');
    const token = auth.Authorization!.slice('Bearer '.length);
    const fields: [string, string][] = [
      ['Title', 'Atenção: horário de verão'],
      ['Message', 'Consultas às 7h30 — confirme pelo aplicativo.'],
      ['Teams[0]', '2'],
      ['Teams[1]', '5'],
    ];
    const sent = await postForm(fields, token, server.url);
    expect(sent.status).toBe(200);
    const { Id } = (await sent.json()) as { Id: number };
    const recorded = (await (await fetch(`${server.url}/__demo/last-announcement`)).json()) as { fields: unknown; contentType: string };
    expect(recorded.fields).toEqual(Object.fromEntries(fields));
    expect(recorded.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const list = (await (await fetch(`${server.url}/api/announcement?page=1&limit=10`, { headers: auth })).json()) as { Data: AnnouncementRow[] };
    expect(list.Data[0]).toMatchObject({ Id, Title: 'Atenção: horário de verão', Doctors: [{ Id: 2 }, { Id: 5 }] });
    const json = await fetch(`${server.url}/api/announcement`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{"Title":"x"}',
    });
    expect(json.status).toBe(415);
  });

  it('points geturl at its report page on another origin (a second port), which a browser can open as a page', async () => {
    const { reportOrigin } = server;
    expect(reportOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(reportOrigin).not.toBe(server.url);
    const url = (await (await fetch(`${server.url}/api/powerbi/geturl`, { headers: await signIn('admin@painel.demo') })).json()) as string;
    expect(url).toBe(`${reportOrigin}/__demo/bi-report?institution=1`);
    const page = await fetch(url, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(await page.text()).toContain('<h1>Relatório de acompanhamento — demonstração</h1>');
    expect((await fetch(`${reportOrigin}/__demo/bi-report-hostile`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/powerbi/geturl`, { headers: await signIn('teste@painel.demo') })).status).toBe(403);
  });

  it('answers the report pages on the report origin only: never beside the console, nothing else there', async () => {
    for (const where of ['/__demo/bi-report?institution=1', '/__demo/bi-report-hostile', '/backend/__demo/bi-report?institution=1']) {
      const beside = await fetch(`${server.url}${where}`, { headers: { Accept: 'text/html' } });
      expect(beside.status, where).toBe(404);
      expect(await beside.text(), where).not.toContain('Relatório de acompanhamento');
    }
    for (const where of ['/', '/index.html', '/api/powerbi/geturl', '/config.json', '/__demo/control']) {
      expect((await fetch(`${server.reportOrigin}${where}`)).status, where).toBe(404);
    }
  });

  it('tells the API the report origin itself: a client cannot choose where geturl points', async () => {
    const headers = { ...(await signIn('admin@painel.demo')), 'X-Painel-Demo-Report-Origin': 'https://outro.exemplo.com.br' };
    expect(await (await fetch(`${server.url}/api/powerbi/geturl`, { headers })).json()).toBe(`${server.reportOrigin}/__demo/bi-report?institution=1`);
  });

  it('serves the zip intact, its name readable across origins', async () => {
    const response = await fetch(`${server.url}/api/export/export-all-tables`, {
      headers: { ...(await signIn('semdashboard@painel.demo')), Origin: 'http://127.0.0.1:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="dados-instituto-de-oncologia-vida-plena-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toContain('pacientes.csv');
    expect(strFromU8(files['comunicados.csv']!)).toContain('Nova sala de quimioterapia');
  });
});
