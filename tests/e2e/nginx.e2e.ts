/**
 * The production web server (deploy/nginx): dist/ served by deploy/nginx/run as a deployment runs
 * it, the demo API on another origin and a third origin as the CEP service. The headers and cache
 * rules of every kind of file, every screen under the Content-Security-Policy without a violation,
 * and the service worker behind nginx, offline.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { DemoServer } from '../../src/mocks/server/index';
import { control, demoConfig, freePort, guardedContext, launchChromium, persistedCache, resetDemo, startAppServer } from './browser';
import { ACCOUNTS, DEMO_PASSWORD, DESKTOP, field, hidden, login, snap, visible, waitForPath, WAIT_MS } from './harness';
import { distDir, projectRoot } from './paths';

const RUN = path.join(projectRoot, 'deploy/nginx/run');
const POWER_BI = 'https://app.powerbi.com';
/**
 * The report's host, listed in the deployment's config.json (biReportOrigins) and in
 * PAINEL_BI_ORIGIN. The console frames a report only from a listed origin, over https unless on
 * the loopback, so the demo's report page (served over http by the demo server's report listener)
 * is answered on this https: origin.
 */
const REPORT_HOST = 'https://relatorios.painel.demo';

interface Nginx {
  url: string;
  /** What deploy/nginx/run and nginx wrote on standard error so far. */
  messages(): string;
  stop(): Promise<void>;
}

let api: DemoServer;
let cep: DemoServer;
let nginx: Nginx;
let browser: Browser;
let workDir: string;
let deployment: Record<string, unknown>;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain GET: no decompression, so Content-Encoding is what nginx sent. */
/** The status and headers (lower-case names) of the answer to raw request bytes, as nginx wrote them. */
function raw(url: string, request: string): Promise<{ status: number; headers: Map<string, string> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.end(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** deploy/nginx/run on a free port; resolves once nginx answers, fails with its messages. */
async function startNginx(env: Record<string, string>): Promise<Nginx> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('sh', [RUN], {
    env: { ...process.env, ...env, PAINEL_PORT: String(port), PAINEL_LISTEN_ADDRESS: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let messages = '';
  child.stderr?.on('data', (chunk: Buffer) => (messages += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  for (const deadline = Date.now() + 10_000; ;) {
    if (!running) throw new Error(`deploy/nginx/run exited with ${child.exitCode}:\n${messages}`);
    const answer = await get(`${url}/sw.js`).catch(() => null);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url} within 10 s:\n${messages}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    messages: () => messages,
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killed);
    },
  };
}

beforeAll(async () => {
  const launching = launchChromium();
  [api, cep] = await Promise.all([startAppServer({ staticDir: null }), startAppServer({ staticDir: null })]);
  await resetDemo(api.url);
  // The deployment's own config.json, outside dist/ (whose config.json is the demo's).
  workDir = mkdtempSync(path.join(os.tmpdir(), 'painel-nginx-'));
  chmodSync(workDir, 0o755); // nginx's workers (nobody, when started as root) read it
  deployment = demoConfig({ apiUrl: `${api.url}/`, cepUrl: `${cep.url}/cep/ws/{cep}/json/`, biReportOrigins: [REPORT_HOST, POWER_BI] });
  writeFileSync(path.join(workDir, 'config.json'), JSON.stringify(deployment, null, 2));
  // A copy of dist/ in that directory: the checkout may sit under a directory nobody but its
  // owner can enter (a fresh clone under mktemp -d does), and nginx's workers run as nobody.
  const served = path.join(workDir, 'dist');
  cpSync(distDir, served, { recursive: true });
  // Readable by nobody whatever the umask was when it was built.
  for (const entry of readdirSync(served, { recursive: true, withFileTypes: true })) {
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
  chmodSync(served, 0o755);
  nginx = await startNginx({
    PAINEL_DIST: served,
    PAINEL_CONFIG: path.join(workDir, 'config.json'),
    PAINEL_RUN_DIR: path.join(workDir, 'run'),
    PAINEL_API_ORIGIN: api.url,
    PAINEL_CEP_ORIGIN: cep.url,
    PAINEL_BI_ORIGIN: `${REPORT_HOST} ${POWER_BI}`,
  });
  browser = await launching;
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await Promise.all([api?.close(), cep?.close()]);
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const built = readdirSync(path.join(distDir, 'assets'));
const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(path.join(distDir, 'index.html'), 'utf8'))?.[1] ?? '';
const stylesheet = built.find((name) => /^index-.+\.css$/.test(name)) ?? '';
const workbox = readdirSync(distDir).find((name) => /^workbox-.+\.js$/.test(name)) ?? '';
const indexHtml = readFileSync(path.join(distDir, 'index.html'));

describe('headers and cache rules', () => {
  it('every kind of answer carries the security headers; cache rules, fallback, 404 and gzip', async () => {
    expect([entry, stylesheet, workbox].every(Boolean)).toBe(true);
    const NO_CACHE = 'no-cache';
    const IMMUTABLE = 'public, max-age=31536000, immutable';
    const cases = [
      { path: '/', status: 200, cache: NO_CACHE, type: 'text/html' },
      { path: '/pacientes/editar/ficha/11', status: 200, cache: NO_CACHE, type: 'text/html' },
      { path: `/assets/${entry}`, status: 200, cache: IMMUTABLE, type: 'application/javascript' },
      { path: `/assets/${stylesheet}`, status: 200, cache: IMMUTABLE, type: 'text/css' },
      { path: '/sw.js', status: 200, cache: NO_CACHE, type: 'application/javascript' },
      { path: `/${workbox}`, status: 200, cache: NO_CACHE, type: 'application/javascript' },
      { path: '/sw-keyhold.js', status: 200, cache: NO_CACHE, type: 'application/javascript' },
      { path: '/sw-notify.js', status: 200, cache: NO_CACHE, type: 'application/javascript' },
      { path: '/manifest.webmanifest', status: 200, cache: NO_CACHE, type: 'application/manifest+json' },
      { path: '/config.json', status: 200, cache: NO_CACHE, type: 'application/json' },
      { path: '/favicon.svg', status: 200, cache: NO_CACHE, type: 'image/svg+xml' },
      { path: '/assets/index-gone0000.js', status: 404, cache: 'no-store', type: 'text/html' },
    ];
    let policy: string | undefined;
    for (const { path: where, status, cache, type } of cases) {
      const answer = await get(`${nginx.url}${where}`);
      expect(answer.status, where).toBe(status);
      expect(answer.headers['cache-control'], where).toBe(cache);
      expect(answer.headers['content-type'], where).toMatch(new RegExp(`^${type.replace(/[+.]/g, '\\$&')}\\b`));
      expect(answer.headers['referrer-policy'], where).toBe('no-referrer');
      expect(answer.headers['x-content-type-options'], where).toBe('nosniff');
      expect(answer.headers['strict-transport-security'], where).toMatch(/^max-age=\d{8,}/);
      expect(answer.headers['cross-origin-opener-policy'], where).toBe('same-origin');
      expect(answer.headers['permissions-policy'], where).toMatch(/(^|, )camera=\(\)/);
      expect(answer.headers['permissions-policy'], where).toContain(`fullscreen=(self "${REPORT_HOST}" "${POWER_BI}")`);
      policy ??= answer.headers['content-security-policy'] as string;
      expect(answer.headers['content-security-policy'], where).toBe(policy);
    }

    // nginx's own error answers, made before any location is chosen, carry them too.
    const malformed = [
      { what: 'a duplicate Host (400)', status: 400, request: 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n' },
      { what: 'an address too long (414)', status: 414, request: `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n` },
    ];
    for (const { what, status, request } of malformed) {
      const answer = await raw(nginx.url, request);
      expect(answer.status, what).toBe(status);
      expect(answer.headers.get('content-security-policy'), what).toBe(policy);
      expect(answer.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), what).toBe('no-referrer');
      expect(answer.headers.get('strict-transport-security'), what).toMatch(/^max-age=\d{8,}/);
      expect(answer.headers.get('cache-control'), what).toBe('no-store');
    }

    const csp = directives(policy ?? '');
    // WebAssembly may compile (the vault's Argon2id, decision 0024); script never evaluates text.
    expect(policy).not.toMatch(/(?<!wasm-)unsafe-eval|\*/);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", api.url, cep.url]);
    expect(csp.get('frame-src')).toEqual([REPORT_HOST, POWER_BI]);
    // config.json's report origins, the API and the CEP service are all in the policy.
    expect(nginx.messages()).not.toMatch(/warning/);
    for (const name of ['frame-ancestors', 'object-src', 'base-uri', 'form-action']) expect(csp.get(name), name).toEqual(["'none'"]);

    // The SPA fallback is index.html itself; a missing chunk is nginx's 404, never the app.
    expect((await get(`${nginx.url}/pacientes/editar/ficha/11`)).body.equals(indexHtml)).toBe(true);
    expect((await get(`${nginx.url}/assets/index-gone0000.js`)).body.toString()).not.toContain('id="root"');
    // /config.json is the deployment's file, not dist/'s demo one.
    expect(JSON.parse((await get(`${nginx.url}/config.json`)).body.toString())).toEqual(deployment);

    for (const where of ['/', `/assets/${entry}`, `/assets/${stylesheet}`, '/sw.js', '/manifest.webmanifest']) {
      const plain = await get(`${nginx.url}${where}`);
      const zipped = await get(`${nginx.url}${where}`, { 'Accept-Encoding': 'gzip' });
      expect(zipped.headers['content-encoding'], where).toBe('gzip');
      expect(zipped.headers.vary, where).toMatch(/Accept-Encoding/);
      expect(gunzipSync(zipped.body).equals(plain.body), where).toBe(true);
      expect(zipped.body.length, where).toBeLessThan(plain.body.length);
    }
  });

  it('deploy/nginx/run refuses an origin with a path, a quote or a semicolon, naming the variable', () => {
    const config = path.join(workDir, 'config.json');
    for (const [name, value] of [
      ['PAINEL_API_ORIGIN', 'https://api.exemplo.com.br/backend/'],
      ['PAINEL_BI_ORIGIN', "https://app.powerbi.com 'unsafe-inline'"],
      ['PAINEL_CEP_ORIGIN', 'https://viacep.com.br; script-src *'],
    ] as const) {
      const run = spawnSync('sh', [RUN], {
        env: { ...process.env, PAINEL_API_ORIGIN: api.url, PAINEL_CONFIG: config, [name]: value },
        encoding: 'utf8',
      });
      expect(run.status, value).toBe(2);
      expect(run.stderr, value).toMatch(new RegExp(`^painel-nginx: ${name}: .* is not an origin`));
    }
  });
});

describe('deploy/nginx/run and config.json', () => {
  it('warns when config.json names a report origin that PAINEL_BI_ORIGIN does not list, and when that lists self', () => {
    const config = path.join(workDir, 'reports.json');
    writeFileSync(config, JSON.stringify({ ...deployment, biReportOrigins: ['HTTPS://App.PowerBI.com/', 'https://relatorios.outro.com.br'] }, null, 2));
    const run = (file: string, bi: string) =>
      spawnSync('sh', [RUN], {
        // A stand-in nginx that fails its configuration check: the script stops right after its warnings.
        env: {
          ...process.env,
          NGINX_PATH: '/bin/false',
          PAINEL_API_ORIGIN: api.url,
          PAINEL_CEP_ORIGIN: cep.url,
          PAINEL_CONFIG: file,
          PAINEL_BI_ORIGIN: bi,
          PAINEL_RUN_DIR: path.join(workDir, 'run-warn'),
        },
        encoding: 'utf8',
      }).stderr;
    const warnings = (text: string) => text.split('\n').filter((line) => line.includes('warning'));
    expect(warnings(run(config, `${POWER_BI} self`))).toEqual([
      'painel-nginx: warning: config.json biReportOrigins names https://relatorios.outro.com.br, which PAINEL_BI_ORIGIN does not list: the browser will refuse that report',
      'painel-nginx: warning: PAINEL_BI_ORIGIN lists self, but the console never frames a report on its own origin (docs/decisions/0009-announcements-and-bi.md)',
    ]);
    expect(warnings(run(config, `${POWER_BI} https://relatorios.outro.com.br`))).toEqual([]);
    // Without the key, config.json means Power BI's.
    writeFileSync(config, JSON.stringify({ ...deployment, biReportOrigins: undefined }));
    expect(warnings(run(config, REPORT_HOST))).toEqual([
      'painel-nginx: warning: config.json biReportOrigins names https://app.powerbi.com, which PAINEL_BI_ORIGIN does not list: the browser will refuse that report',
    ]);
  });
});

interface Watched {
  context: BrowserContext;
  page: Page;
  /** CSP violations (events and console reports), Permissions-Policy errors, each with its step. */
  violations: string[];
  /** Requests to other hosts and uncaught errors: a test expects none. */
  problems: () => string[];
  /** Names the step the next violations belong to. */
  step: (name: string) => void;
}

/** A guarded context on nginx's origin that records every policy violation of every frame. */
async function watchedContext(options: BrowserContextOptions): Promise<Watched> {
  // The report's host is answered by the one test that frames it (a route), so it is allowed.
  const { context, blocked } = await guardedContext(browser, [nginx.url, api.url, cep.url, REPORT_HOST], {
    viewport: DESKTOP,
    baseURL: nginx.url,
    ...options,
  });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(2 * WAIT_MS);
  const violations: string[] = [];
  const errors: string[] = [];
  let current = 'start';
  await context.exposeBinding('__painelViolation', ({ frame }, text: string) => violations.push(`${current}: ${frame.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __painelViolation: (text: string) => void }).__painelViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) violations.push(`${current}: console: ${message.text()}`);
  });
  context.on('weberror', (error) => errors.push(error.error().message));
  const page = await context.newPage();
  return {
    context,
    page,
    violations,
    problems: () => [...blocked.map((url) => `request to ${url}`), ...errors],
    step: (name) => (current = name),
  };
}

const menu = (page: Page, name: string) => page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name });

describe('the console under the policy', () => {
  it('every screen, modal, chart, date picker and the BI frame load with no violation, and styled', { timeout: 90_000 }, async () => {
    const { context, page, violations, problems, step } = await watchedContext({ serviceWorkers: 'allow' });
    try {
      step('login');
      await page.goto('/');
      const enter = await visible(page.getByRole('button', { name: 'Entrar' }));
      // Styled: the theme's own primary (Mantine's runtime <style>) and the stylesheet both apply.
      expect(await enter.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(28, 91, 143)');

      step('forgot password');
      await page.getByRole('link', { name: 'Esqueci a senha' }).click();
      await visible(page.getByRole('heading', { name: 'Esqueceu a senha?' }));
      await field(page, 'E-mail').fill(ACCOUNTS.admin);
      await page.getByRole('button', { name: 'Recuperar Senha' }).click();
      await visible(page.getByRole('heading', { name: 'E-mail Enviado!' }));
      step('create and reset password');
      await page.goto('/criar_senha/convite-valido');
      await visible(page.getByRole('heading', { name: 'Criar Senha' }));
      await page.goto('/resetar_senha/redefinir-valido');
      await visible(page.getByRole('heading', { name: 'Renovar senha' }));

      step('dashboard');
      await login(page, ACCOUNTS.admin);
      await waitForPath(page, '/dashboard');
      await visible(page.getByRole('region', { name: 'Profissionais e pacientes' }).getByText('150', { exact: true }));
      // AppShell's responsive layout is another runtime <style>: the main area clears the menu.
      const layout = await page.evaluate(() => ({
        menu: document.querySelector('nav')?.getBoundingClientRect().width ?? 0,
        padding: parseFloat(getComputedStyle(document.querySelector('main') ?? document.body).paddingLeft),
      }));
      expect(layout.menu).toBeGreaterThan(100);
      expect(layout.padding).toBeGreaterThanOrEqual(layout.menu);
      await page.getByRole('button', { name: 'Abrir detalhes: Performance Status' }).click();
      const details = await visible(page.getByRole('dialog', { name: 'Performance Status' }));
      await details.getByRole('button', { name: 'Data início', exact: true }).click();
      await visible(page.locator('[data-direction="previous"]').first());
      await snap(page, 'nginx-dashboard-modal');
      // A click outside closes the picker; Voltar, the dialog.
      await details.getByRole('heading', { name: 'Performance Status' }).click();
      await hidden(page.locator('[data-direction="previous"]').first());
      await details.getByRole('button', { name: 'Voltar' }).click();
      await hidden(details);

      step('alerts');
      await menu(page, 'Alertas').click();
      await visible(page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first());

      step('patients');
      await menu(page, 'Pacientes').click();
      await visible(page.getByRole('table', { name: 'Lista de pacientes' }));
      step('ficha (a deep route loaded through the fallback)');
      await page.goto('/pacientes/editar/ficha/11');
      await visible(page.getByRole('region', { name: 'Resumo do paciente' }));
      step('registros');
      await page.getByRole('tab', { name: 'Registros' }).click();
      await page.getByRole('button', { name: 'Adicionar registro' }).click();
      const add = await visible(page.getByRole('dialog', { name: 'Adicionar registro' }));
      await add.getByRole('combobox', { name: 'Tipo' }).click();
      await visible(page.getByRole('option').first());
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      step('evolução clínica');
      await page.getByRole('tab', { name: 'Evolução Clínica' }).click();
      await visible(page.locator('figure svg circle').first());
      await page.locator('figure svg circle').nth(2).click({ force: true });
      await visible(page.getByRole('heading', { name: /^Relato semanal de / }));
      step('conversas encerradas');
      await page.getByRole('tab', { name: 'Conversas Encerradas' }).click();
      const chats = await visible(page.getByRole('list', { name: 'Conversas encerradas' }));
      await chats
        .getByRole('button', { name: /^Ver mais/ })
        .first()
        .click();
      await visible(
        page
          .getByRole('dialog')
          .getByText(/^Paciente · /)
          .first(),
      );
      await page.keyboard.press('Escape');
      step('anexos');
      await page.getByRole('tab', { name: 'Anexos' }).click();
      await visible(page.getByRole('table', { name: 'Anexos do paciente' }));
      step('ficha: CEP lookup on its own origin');
      await page.getByRole('tab', { name: 'Ficha' }).click();
      const postcode = await visible(field(page, 'CEP'));
      await postcode.fill('');
      await postcode.pressSequentially('01001000');
      await postcode.press('Enter');
      await visible(page.getByText('Endereço preenchido pelo CEP. Confira os dados.'));
      await snap(page, 'nginx-ficha');

      step('teams (leaving the changed Ficha)');
      await menu(page, 'Equipes').click();
      await page.getByRole('dialog', { name: 'Sair sem salvar?' }).getByRole('button', { name: 'Sair sem salvar' }).click();
      await visible(page.getByRole('table', { name: 'Lista de equipes' }));

      step('professionals');
      await menu(page, 'Profissionais').click();
      await visible(page.getByRole('table', { name: 'Lista de profissionais' }));
      await page.getByRole('link', { name: 'Adicionar' }).click();
      await waitForPath(page, '/profissionais/adicionar');
      await visible(field(page, 'Nome'));

      step('announcements');
      await menu(page, 'Comunicados').click();
      await visible(page.getByRole('table', { name: 'Comunicados enviados' }));
      await page.getByRole('button', { name: 'Data de envio' }).click();
      await visible(page.locator('[data-direction="previous"]').first());
      await snap(page, 'nginx-announcements-picker');
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Novo Comunicado' }).click();
      await waitForPath(page, '/comunicados/enviar');
      await visible(page.getByRole('checkbox').first());

      step('BI');
      await control(api.url, { biUrl: `${REPORT_HOST}/__demo/bi-report?institution=1` });
      await context.route(`${REPORT_HOST}/**`, async (route) => {
        const { pathname, search } = new URL(route.request().url());
        const report = await fetch(`${api.reportOrigin}${pathname}${search}`);
        await route.fulfill({ status: report.status, contentType: report.headers.get('content-type') ?? 'text/html', body: await report.text() });
      });
      await menu(page, 'BI').click();
      await waitForPath(page, '/bi');
      await visible(page.frameLocator('iframe[title="Relatório de BI"]').getByRole('heading', { name: /Relatório de acompanhamento/ }));
      await snap(page, 'nginx-bi');

      expect(violations, 'policy violations').toEqual([]);
      expect(problems(), 'other hosts and uncaught errors').toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the service worker installs behind nginx and the alerts reload offline', { timeout: 60_000 }, async () => {
    const { context, page, violations, problems, step } = await watchedContext({ serviceWorkers: 'allow' });
    try {
      step('sign-in and worker');
      await login(page, ACCOUNTS.admin);
      const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
      expect(worker).toBe(`${nginx.url}/sw.js`);
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      step('alerts seen');
      await menu(page, 'Alertas').click();
      const alert = page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first();
      await visible(alert);
      await expect.poll(async () => (await persistedCache(page))?.includes('"alerts"') ?? false).toBe(true);

      step('offline reload');
      await context.setOffline(true);
      await page.reload();
      await visible(page.getByText(/^Sem conexão desde \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}\./));
      await visible(alert);

      step('lock screen from another tab, unlocked offline');
      const other = await context.newPage();
      await other.goto('/alertas');
      await visible(other.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first());
      await other.evaluate(() => {
        const { userKey } = JSON.parse(localStorage.getItem('painel.vault') ?? '{}') as { userKey: string };
        localStorage.setItem('painel.lock', JSON.stringify({ userKey, at: Date.now(), failures: 0 }));
      });
      await visible(page.getByRole('heading', { name: 'Painel bloqueado' }));
      await visible(other.getByRole('heading', { name: 'Painel bloqueado' }));
      await field(page, 'Senha').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Desbloquear' }).click();
      await visible(alert);
      await hidden(other.getByRole('heading', { name: 'Painel bloqueado' }));
      await context.setOffline(false);

      expect(violations, 'policy violations').toEqual([]);
      expect(problems(), 'other hosts and uncaught errors').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
