import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DemoServer } from '../../src/mocks/server';
import { startDemoServer } from '../../src/mocks/server';
import { DEMO_PASSWORD } from '../../src/mocks/store';

export const SERVER_CONFIG = { apiBaseUrl: '/', professionalAppUrl: 'http://profissional.test' };

/**
 * The real demo HTTP server for one test file (no msw interceptor: bodies and files cross the
 * wire), on a random port, serving a temporary build folder with `files` (by path). Started before
 * the file's tests; reset, closed and its folder removed after them.
 */
export function setupDemoServer(files: Record<string, string> = { 'index.html': '<!doctype html><title>Painel</title>' }) {
  let server: DemoServer | null = null;
  let staticDir = '';

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'painel-dist-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(staticDir, name)), { recursive: true });
      writeFileSync(path.join(staticDir, name), text);
    }
    server = await startDemoServer({ port: 0, staticDir, config: SERVER_CONFIG });
  });

  afterAll(async () => {
    if (server) {
      await fetch(`${server.url}/__demo/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      await server.close();
    }
    rmSync(staticDir, { recursive: true, force: true });
  });

  const started = (): DemoServer => {
    if (!server) throw new Error('the demo server starts in beforeAll');
    return server;
  };

  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
    /** The report listener's origin (the demo's BI report pages). */
    get reportOrigin() {
      return started().reportOrigin;
    },
    /** Signs in through the API; answers the Authorization header, whichever shape the token came in. */
    async signIn(login = 'admin@painel.demo'): Promise<Record<string, string>> {
      const response = await fetch(`${started().url}/api/account/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login, password: DEMO_PASSWORD }),
      });
      const body = (await response.json()) as { Token: { Value: string } | string };
      return { Authorization: `Bearer ${typeof body.Token === 'string' ? body.Token : body.Token.Value}` };
    },
  };
}
