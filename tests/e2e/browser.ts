/**
 * The pieces of the browser suite that do not depend on vitest, shared with `npm run bench`:
 * the demo server serving dist/, the Chromium launch and a context that cannot reach the network.
 */
import { createServer, type AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startDemoServer, type DemoServer } from '../../src/mocks/server/index';
import { chromiumPath, distDir } from './paths';
import { DEMO_PASSWORD } from '../../src/mocks/accounts';
import { vaultDataKey } from './vaultKey';
import type { AnswerHeadersSpec, BiUrlSetting, DemoShapes, FailureSpec, PatientWrites } from '../../src/mocks/control';

export const PROFESSIONAL_APP_URL = 'https://profissional.painel.demo/';
export const CONTACT_EMAIL = 'contato@painel.demo';

/** A port free on the loopback right now, for a program that must be told its port (nginx, a driver). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The runtime config each test server answers as /config.json (same shape as public/config.json). */
export function demoConfig(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    apiUrl: '/',
    professionalAppUrl: PROFESSIONAL_APP_URL,
    patientRegistrationUrl: `${PROFESSIONAL_APP_URL}pacientes/adicionar`,
    cepUrl: '/cep/ws/{cep}/json/',
    contactEmail: CONTACT_EMAIL,
    ...overrides,
  };
}

/** The built app and the demo API on one origin, on a free port. `staticDir: null` serves the API alone. */
export function startAppServer(options: { config?: Record<string, unknown>; staticDir?: string | null } = {}): Promise<DemoServer> {
  const staticDir = options.staticDir === null ? undefined : (options.staticDir ?? distDir);
  return startDemoServer({ port: 0, host: '127.0.0.1', staticDir, config: options.config ?? demoConfig() });
}

/**
 * As root on a closed network: no sandbox, none of Chromium's own calls home, and no host name
 * resolved but the loopback's, so nothing a test does can leave the machine.
 */
export const CHROMIUM_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-gpu',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium as clinics run it: Playwright's defaults turn the back-forward cache off
 * (`--disable-back-forward-cache`); every real browser keeps pages there, so the suite does too.
 * `backForwardCache: false` keeps Playwright's default, for the one file that checks both.
 */
export function launchChromium({ backForwardCache = true }: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : [],
  });
}

/** The stored vault's text (`painel.vault`), or null. */
const storedVaultText = () => localStorage.getItem('painel.vault');

/**
 * What opens the sealed copy: the stored vault's text and the data key (raw, base64) unwrapped
 * from it with the password, in Node (tests/e2e/vaultKey.ts). Null when no vault is stored.
 */
export interface CacheOpener {
  vault: string;
  key: string;
}

export async function cacheOpener(vault: string | null, password: string = DEMO_PASSWORD): Promise<CacheOpener | null> {
  return vault ? { vault, key: await vaultDataKey(vault, password) } : null;
}

/**
 * `fn` run in the page with the opener of the vault stored now; run again when the vault changed
 * between reading it and opening (a sign-in, an unlock's re-wrap), so the key is never stale.
 */
async function withOpener<T>(page: Page, password: string, fn: (opener: CacheOpener | null) => T | Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const opener = await cacheOpener(await page.evaluate(storedVaultText), password);
    try {
      return await page.evaluate(fn, opener);
    } catch (error) {
      if (attempt >= 2 || (await page.evaluate(storedVaultText)) === (opener?.vault ?? null)) throw error;
    }
  }
}

/**
 * The persisted query cache in clear text, or null when there is none. It is sealed on disk: this
 * opens it as an attacker with the password would, from the documented format alone (the wrapped
 * key in localStorage `painel.vault`, Argon2id, AES-GCM bound to the user's key).
 */
export function persistedCache(page: Page, password: string = DEMO_PASSWORD): Promise<string | null> {
  return withOpener(page, password, openPersistedCache);
}

/**
 * persistedCache's page function, also for a driver other than Playwright (the journeys'
 * engines): `opener` from `cacheOpener`, for the vault stored when it was made.
 */
export const openPersistedCache = async (opener: CacheOpener | null): Promise<string | null> => {
  const sealed = await new Promise<{ iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer } | undefined>((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => reject(open.error ?? new Error('indexedDB'));
    open.onupgradeneeded = () => open.result.createObjectStore('keyval');
    open.onsuccess = () => {
      const get = open.result.transaction('keyval', 'readonly').objectStore('keyval').get('painel.query-cache');
      get.onsuccess = () => resolve(get.result as never);
      get.onerror = () => reject(get.error ?? new Error('get'));
    };
  });
  if (!sealed) return null;
  const vault = localStorage.getItem('painel.vault');
  if (!vault) throw new Error('a cache is persisted but no wrapped key is stored');
  if (vault !== opener?.vault) throw new Error('the wrapped key stored is not the one the key was unwrapped from');
  const { userKey } = JSON.parse(vault) as { userKey: string };
  // No named helper functions in here: the bench runs this file through tsx, whose keepNames
  // would wrap them in a __name() the page does not have.
  const dataKey = await crypto.subtle.importKey(
    'raw',
    Uint8Array.from(atob(opener.key), (c) => c.charCodeAt(0)),
    'AES-GCM',
    false,
    ['decrypt'],
  );
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv, additionalData: new TextEncoder().encode(`painel.query-cache|${userKey}`) },
    dataKey,
    sealed.data,
  );
  return new TextDecoder().decode(plain);
};

/**
 * The stored session's sealed part (`painel.session`: token, user, chosen address), opened as an
 * attacker with the password would, from the documented format alone: the data key unwrapped
 * from `painel.vault`, AES-GCM bound to `painel.session:<sid>:<userKey>`. Null when none is stored.
 */
export function sealedSession(page: Page, password: string = DEMO_PASSWORD): Promise<{ token: string; hospital: unknown; user: unknown } | null> {
  return withOpener(page, password, async (opener) => {
    const record = JSON.parse(localStorage.getItem('painel.session') ?? 'null') as {
      sid: string;
      userKey: string;
      sealed: { iv: string; data: string };
    } | null;
    if (!record) return null;
    const vault = localStorage.getItem('painel.vault');
    if (!vault) throw new Error('a session is stored but no wrapped key is');
    if (vault !== opener?.vault) throw new Error('the wrapped key stored is not the one the key was unwrapped from');
    const [raw, sealedIv, sealedData] = [opener.key, record.sealed.iv, record.sealed.data].map((b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
    const dataKey = await crypto.subtle.importKey('raw', raw!, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealedIv!, additionalData: new TextEncoder().encode(`painel.session:${record.sid}:${record.userKey}`) },
      dataKey,
      sealedData!,
    );
    return JSON.parse(new TextDecoder().decode(plain)) as { token: string; hospital: unknown; user: unknown };
  });
}

export interface GuardedContext {
  context: BrowserContext;
  /** Requests to any other host, which never left the machine: a test expects none. */
  blocked: string[];
}

const professionalHost = new URL(PROFESSIONAL_APP_URL).host;

/** A tiny stand-in for the professional app, so a redirect to it can be asserted by URL. */
const professionalPage =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>App do profissional</title></head>' +
  '<body><h1>App do profissional</h1></body></html>';

/**
 * A context whose requests to hosts other than `allowedOrigins` are recorded; they cannot leave
 * the machine, since Chromium resolves no other name (CHROMIUM_ARGS). Requests are watched, not
 * routed: a route makes Playwright pause every request of the context and hand it to Node, which
 * cost the browser suite a fifth of its CPU.
 */
export async function guardedContext(browser: Browser, allowedOrigins: readonly string[], options: BrowserContextOptions = {}): Promise<GuardedContext> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  return { context, blocked: guardRequests(context, allowedOrigins) };
}

/** Records the context's requests to any origin but `allowedOrigins` (and the stubbed professional app). */
function guardRequests(context: BrowserContext, allowedOrigins: readonly string[]): string[] {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  const blocked: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol) || allowed.has(url.origin) || url.host === professionalHost) return;
    blocked.push(url.href);
  });
  return blocked;
}

/**
 * A workstation's Chromium: its profile on disk (`profile`), the back-forward cache on, service
 * workers allowed, Brazilian Portuguese and São Paulo's time, reaching only `origin` (other
 * requests are recorded in `blocked`, and fail: CHROMIUM_ARGS). `args` and `ignoreDefaultArgs`
 * add to the usual ones (an extension, a restored session); `options` to the context's.
 */
export async function workstationContext(
  profile: string,
  origin: string,
  { args = [], ignoreDefaultArgs = [], ...options }: { args?: string[]; ignoreDefaultArgs?: string[] } & BrowserContextOptions = {},
): Promise<GuardedContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...args],
    ignoreDefaultArgs: ['--disable-back-forward-cache', ...ignoreDefaultArgs],
    baseURL: origin,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'allow',
    ...options,
  });
  return { context, blocked: guardRequests(context, [origin]) };
}

/** The professional app's host answers a stub page, for a test that follows the console there. */
export async function stubProfessionalApp(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.host === professionalHost,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: professionalPage }),
  );
}

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
}

/** A simulated failure for `path`: the demo API's own type. */
export type FailureSwitch = FailureSpec;
/** 'alternate': every dashboard and alert answer in the other shapes the spec allows. */
export type ShapesSwitch = DemoShapes;
/** Extra headers on the successful answers of `path`, e.g. Cache-Control: no-store. */
export type AnswerHeadersSwitch = AnswerHeadersSpec;

/** Replaces every switch of the demo API at once (an empty body clears them). */
export function control(
  serverUrl: string,
  body: {
    latencyMs?: number;
    failures?: FailureSwitch[];
    shapes?: ShapesSwitch;
    patientWrites?: PatientWrites;
    answerHeaders?: AnswerHeadersSwitch[];
    biUrl?: BiUrlSetting;
    /** From which answer of the alert list the demo's worsening patient's EVA 8 arrives. */
    worsening?: number;
  },
): Promise<void> {
  return post(`${serverUrl}/__demo/control`, body);
}

/** Adds pending alerts to institution 1 (src/mocks/README.md, POST /__demo/seed-alerts). */
export function seedAlerts(serverUrl: string, counts: { symptoms?: number; messages?: number }): Promise<void> {
  return post(`${serverUrl}/__demo/seed-alerts`, counts);
}

/** Restores the seeded store and clears the switches. */
export function resetDemo(serverUrl: string): Promise<void> {
  return post(`${serverUrl}/__demo/reset`, {});
}
