// @vitest-environment node
// No msw setupServer here: the files must cross the real HTTP server (binary bodies, absolute links).
import { describe, expect, it } from 'vitest';
import { setupDemoServer } from './server-helpers';
import { decodePng, expectValidPdf, RICH_ID } from './tabs-helpers';

const server = setupDemoServer();

describe('the record tabs through the demo server', () => {
  it('links the attachments under the server’s own origin and serves their bytes intact', async () => {
    const auth = await server.signIn();
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
