/**
 * The pieces of the browser suite that do not depend on vitest, shared with `npm run bench`:
 * the demo server serving dist/, the Chromium launch and a context that cannot reach the network.
 */
import { createServer, type AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startDemoServer, type DemoServer } from '../../src/mocks/server/index';
import { chromiumPath, distDir } from './paths';
import { DEMO_PASSWORD } from '../../src/mocks/accounts';
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
export function startAppServer(
  options: { config?: Record<string, unknown>; staticDir?: string | null } = {},
): Promise<DemoServer> {
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

/**
 * The persisted query cache in clear text, or null when there is none. It is sealed on disk: this
 * opens it as an attacker with the password would, from the documented format alone (the wrapped
 * key in localStorage `painel.vault`, PBKDF2-SHA-256, AES-GCM bound to the user's key).
 */
export function persistedCache(page: Page, password: string = DEMO_PASSWORD): Promise<string | null> {
  return page.evaluate(openPersistedCache, password);
}

/** persistedCache's page function, for a driver other than Playwright (the journeys' engines). */
export const openPersistedCache = async (password: string): Promise<string | null> => {
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
    const vault = JSON.parse(localStorage.getItem('painel.vault') ?? 'null') as {
      userKey: string;
      key: { salt: string; iterations: number; iv: string; wrapped: string };
    } | null;
    if (!vault) throw new Error('a cache is persisted but no wrapped key is stored');
    // No named helper functions in here: the bench runs this file through tsx, whose keepNames
    // would wrap them in a __name() the page does not have.
    const [salt, wrapped, iv] = [vault.key.salt, vault.key.wrapped, vault.key.iv].map((b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
    // PBKDF2 at full strength takes a moment: the key is kept on the page between polls.
    const memo = globalThis as unknown as { __painelTestKey?: { wrapped: string; key: CryptoKey } };
    let dataKey = memo.__painelTestKey?.wrapped === vault.key.wrapped ? memo.__painelTestKey.key : null;
    if (!dataKey) {
      const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
      const wrapping = await crypto.subtle.deriveKey(
        { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: vault.key.iterations },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        ['unwrapKey'],
      );
      dataKey = await crypto.subtle.unwrapKey('raw', wrapped!, wrapping, { name: 'AES-GCM', iv: iv! }, 'AES-GCM', false, ['decrypt']);
      memo.__painelTestKey = { wrapped: vault.key.wrapped, key: dataKey };
    }
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv, additionalData: new TextEncoder().encode(`painel.query-cache|${vault.userKey}`) },
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
  return page.evaluate(async (password) => {
    const record = JSON.parse(localStorage.getItem('painel.session') ?? 'null') as {
      sid: string;
      userKey: string;
      sealed: { iv: string; data: string };
    } | null;
    if (!record) return null;
    const vault = JSON.parse(localStorage.getItem('painel.vault') ?? 'null') as { key: { salt: string; iterations: number; iv: string; wrapped: string } } | null;
    if (!vault) throw new Error('a session is stored but no wrapped key is');
    const [salt, wrapped, iv, sealedIv, sealedData] = [vault.key.salt, vault.key.wrapped, vault.key.iv, record.sealed.iv, record.sealed.data].map((b64) =>
      Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)),
    );
    const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
    const wrapping = await crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: vault.key.iterations }, material, { name: 'AES-GCM', length: 256 }, false, ['unwrapKey']);
    const dataKey = await crypto.subtle.unwrapKey('raw', wrapped!, wrapping, { name: 'AES-GCM', iv: iv! }, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealedIv!, additionalData: new TextEncoder().encode(`painel.session:${record.sid}:${record.userKey}`) },
      dataKey,
      sealedData!,
    );
    return JSON.parse(new TextDecoder().decode(plain)) as { token: string; hospital: unknown; user: unknown };
  }, password);
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
export async function guardedContext(
  browser: Browser,
  allowedOrigins: readonly string[],
  options: BrowserContextOptions = {},
): Promise<GuardedContext> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  const blocked: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol) || allowed.has(url.origin) || url.host === professionalHost) return;
    blocked.push(url.href);
  });
  return { context, blocked };
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

/** Restores the seeded store and clears the switches. */
export function resetDemo(serverUrl: string): Promise<void> {
  return post(`${serverUrl}/__demo/reset`, {});
}
