// @vitest-environment node
// No msw setupServer here: the files must cross the real HTTP server (binary bodies, absolute links).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../../../src/mocks/server';
import { startDemoServer } from '../../../src/mocks/server';
import { decodePng, expectValidPdf, RICH_ID } from './tabs-helpers';

let server: DemoServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'painel-tabs-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Painel</title>');
  server = await startDemoServer({ port: 0, staticDir, config: { apiBaseUrl: '/', professionalAppUrl: 'http://profissional.test' } });
});

afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('the record tabs through the demo server', () => {
  it('links the attachments under the server’s own origin and serves their bytes intact', async () => {
    const login = await fetch(`${server.url}/api/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'admin@painel.demo', password: 'Demo@123' }),
    });
    const auth = { Authorization: `Bearer ${((await login.json()) as { Token: { Value: string } }).Token.Value}` };
    const list = await fetch(`${server.url}/api/chat/attacheddocuments/patient/${RICH_ID}?limit=100`, { headers: auth });
    const rows = ((await list.json()) as { Data: { Url: string; FileType: string }[] }).Data;
    for (const type of ['png', 'pdf']) {
      const row = rows.find((item) => item.FileType === type)!;
      expect(row.Url.startsWith(`${server.url}/api/chat/attacheddocument/`)).toBe(true);
      const file = await fetch(row.Url, { headers: auth });
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      if (type === 'png') expect(decodePng(bytes).width).toBe(160);
      else expectValidPdf(bytes);
    }
    const exported = await fetch(`${server.url}/api/weeklyreport/export/${RICH_ID}`, { headers: auth });
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="relatorio-semanal-\d+\.pdf"$/);
  });
});
