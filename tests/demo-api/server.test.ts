// @vitest-environment node
// No msw setupServer in this file: its interceptor would answer these fetches in-process
// instead of letting them reach the real HTTP server.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createDemoApiMiddleware } from '../../src/mocks/server/app';
import { startDemoServer } from '../../src/mocks/server';
import { SERVER_CONFIG, setupDemoServer } from './server-helpers';

const server = setupDemoServer({
  'index.html': '<!doctype html><title>Painel</title>',
  'sw.js': '// sw',
  'assets/index-abc123.js': 'export {};',
});

const loginBody = JSON.stringify({ login: 'admin@painel.demo', password: 'Demo@123' });
const jsonHeaders = { 'Content-Type': 'application/json' };

describe('startDemoServer', () => {
  it('listens on a random port of 127.0.0.1', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('answers /config.json from the given config, never cached, listing its report origin when the config lists none', async () => {
    const response = await fetch(`${server.url}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ...SERVER_CONFIG, biReportOrigins: [server.reportOrigin] });
  });

  it('answers a config that lists report origins as it is', async () => {
    const own = await startDemoServer({ port: 0, config: { ...SERVER_CONFIG, biReportOrigins: ['https://app.powerbi.com'] } });
    try {
      expect(await (await fetch(`${own.url}/config.json`)).json()).toEqual({ ...SERVER_CONFIG, biReportOrigins: ['https://app.powerbi.com'] });
      expect(own.reportOrigin).not.toBe(own.url);
    } finally {
      await own.close();
    }
  });

  it('serves the API at the root and under a prefix', async () => {
    for (const prefix of ['', '/backend']) {
      const response = await fetch(`${server.url}${prefix}/api/account/login`, { method: 'POST', headers: jsonHeaders, body: loginBody });
      expect(response.status, prefix).toBe(200);
      const body = (await response.json()) as { Token: { Value: string } };
      const addresses = await fetch(`${server.url}${prefix}/api/dashboard/addresses`, { headers: { Authorization: `Bearer ${body.Token.Value}` } });
      expect(addresses.status).toBe(200);
    }
  });

  it('answers a CORS preflight from any origin', async () => {
    const response = await fetch(`${server.url}/api/account/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/DELETE/);
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
  });

  it('answers unknown api paths with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nao-existe`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Title: null, Message: 'Recurso não encontrado.', Errors: null });
  });

  it('serves static files with their cache policy and falls back to index.html for navigations', async () => {
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const page = await fetch(`${server.url}/pacientes/editar/ficha/3`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Painel</title>');
    const missingImage = await fetch(`${server.url}/logos/nada.png`, { headers: { Accept: 'image/*' } });
    expect(missingImage.status).toBe(404);
  });

  it('drives the switches over HTTP', async () => {
    const control = await fetch(`${server.url}/__demo/control`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ failures: [{ path: 'api/account/login', status: 503, times: 1 }] }),
    });
    expect(control.status).toBe(200);
    expect((await fetch(`${server.url}/api/account/login`, { method: 'POST', headers: jsonHeaders, body: loginBody })).status).toBe(503);
    expect((await fetch(`${server.url}/api/account/login`, { method: 'POST', headers: jsonHeaders, body: loginBody })).status).toBe(200);
    expect((await fetch(`${server.url}/__demo/reset`, { method: 'POST' })).status).toBe(200);
  });

  it('carries the alternate shapes and the answer headers over HTTP', async () => {
    const auth = await server.signIn();
    const control = { shapes: 'alternate', answerHeaders: [{ path: 'api/dashboard/alerts', headers: { 'Cache-Control': 'no-store' } }] };
    expect((await fetch(`${server.url}/__demo/control`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify(control) })).status).toBe(200);
    try {
      const alerts = await fetch(`${server.url}/api/dashboard/alerts?hospitalId=0`, { headers: auth });
      expect(alerts.headers.get('cache-control')).toBe('no-store');
      expect(((await alerts.json()) as { Id: unknown }[])[0]?.Id).toEqual(expect.stringMatching(/^\d+$/));
      const totals = await fetch(`${server.url}/api/dashboard/total-doctorspatients?hospitalId=0`, { headers: auth });
      expect(totals.headers.get('cache-control')).toBe('no-store');
      expect(await totals.json()).toMatchObject({ Patients: '150' });
    } finally {
      await fetch(`${server.url}/__demo/reset`, { method: 'POST' });
    }
  });

  it('sends Cache-Control: no-store on every API answer: success, errors, the 404, a download, the preflight', async () => {
    const auth = await server.signIn();
    await fetch(`${server.url}/__demo/control`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ failures: [{ path: 'api/dashboard/treatments', status: 500 }] }),
    });
    try {
      const answers: [string, Promise<Response>][] = [
        ['login', fetch(`${server.url}/api/account/login`, { method: 'POST', headers: jsonHeaders, body: loginBody })],
        ['a list', fetch(`${server.url}/api/dashboard/alerts?hospitalId=0`, { headers: auth })],
        ['under a prefix', fetch(`${server.url}/backend/api/dashboard/addresses`, { headers: auth })],
        ['401', fetch(`${server.url}/api/dashboard/addresses`)],
        ['400', fetch(`${server.url}/api/account/login`, { method: 'POST', headers: jsonHeaders, body: '{}' })],
        ['500 (switch)', fetch(`${server.url}/api/dashboard/treatments?hospitalId=0`, { headers: auth })],
        ['404', fetch(`${server.url}/api/nao-existe`)],
        ['a PDF download', fetch(`${server.url}/api/patient/export/1`, { headers: auth })],
        [
          'preflight',
          fetch(`${server.url}/api/account/login`, {
            method: 'OPTIONS',
            headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
          }),
        ],
      ];
      const seen = await Promise.all(answers.map(async ([what, answer]) => [what, (await answer).status, (await answer).headers.get('cache-control')]));
      expect(seen).toEqual([
        ['login', 200, 'no-store'],
        ['a list', 200, 'no-store'],
        ['under a prefix', 200, 'no-store'],
        ['401', 401, 'no-store'],
        ['400', 400, 'no-store'],
        ['500 (switch)', 500, 'no-store'],
        ['404', 404, 'no-store'],
        ['a PDF download', 200, 'no-store'],
        ['preflight', 204, 'no-store'],
      ]);
      // Static files keep their own policy.
      expect((await fetch(`${server.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
    } finally {
      await fetch(`${server.url}/__demo/reset`, { method: 'POST' });
    }
  });

  it("lets an answerHeaders switch replace the API's Cache-Control, not join it", async () => {
    const auth = await server.signIn();
    const control = { answerHeaders: [{ path: 'api/dashboard/alerts', headers: { 'Cache-Control': 'no-store, painel-no-offline' } }] };
    await fetch(`${server.url}/__demo/control`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify(control) });
    try {
      const alerts = await fetch(`${server.url}/api/dashboard/alerts?hospitalId=0`, { headers: auth });
      expect([alerts.status, alerts.headers.get('cache-control')]).toEqual([200, 'no-store, painel-no-offline']);
    } finally {
      await fetch(`${server.url}/__demo/reset`, { method: 'POST' });
    }
  });

  it('answers the dashboard and inflates the alerts over HTTP (POST /__demo/seed-alerts)', async () => {
    const auth = await server.signIn();
    const alerts = async () => ((await (await fetch(`${server.url}/api/dashboard/alerts?hospitalId=0`, { headers: auth })).json()) as unknown[]).length;
    const totals = await fetch(`${server.url}/api/dashboard/total-doctorspatients?hospitalId=0`, { headers: auth });
    expect(await totals.json()).toMatchObject({ Patients: 150 });
    const before = await alerts();
    const seeded = await fetch(`${server.url}/__demo/seed-alerts`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ symptoms: 1000 }) });
    expect(await seeded.json()).toEqual({ symptoms: 1000, messages: 0 });
    expect(await alerts()).toBe(before + 1000);
    await fetch(`${server.url}/__demo/reset`, { method: 'POST' });
    expect(await alerts()).toBe(before);
  });

  it('answers the public CEP lookup without a token (never the SPA), and the patient file PDF byte for byte', async () => {
    const cep = await fetch(`${server.url}/cep/ws/01001000/json/`);
    expect([cep.status, cep.headers.get('content-type')]).toEqual([200, expect.stringContaining('application/json')]);
    expect(await cep.json()).toMatchObject({ cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' });
    expect((await fetch(`${server.url}/cep/ws/123/json/`)).status).toBe(400);
    const auth = await server.signIn();
    const pdf = await fetch(`${server.url}/api/patient/export/1`, { headers: auth });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="ficha-paciente-\d+\.pdf"$/);
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });
});

describe('createDemoApiMiddleware', () => {
  it('answers API paths and hands every other request to the next middleware, as in Vite', async () => {
    const middleware = createDemoApiMiddleware();
    const host = createServer((req, res) =>
      middleware(req, res, () => {
        res.end('próximo middleware');
      }),
    );
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    try {
      const login = await fetch(`${base}/api/account/login`, { method: 'POST', headers: jsonHeaders, body: loginBody });
      expect(login.status).toBe(200);
      expect(await (await fetch(`${base}/dashboard`)).text()).toBe('próximo middleware');
      const missing = await fetch(`${base}/api/nao-existe`);
      expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, 'no-store']);
      expect(login.headers.get('cache-control')).toBe('no-store');
    } finally {
      host.closeAllConnections();
      await new Promise((resolve) => host.close(resolve));
    }
  });
});
