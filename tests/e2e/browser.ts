/**
 * The pieces of the browser suite that do not depend on vitest, shared with `npm run bench`:
 * the demo server serving dist/, the Chromium launch and a context that cannot reach the network.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startDemoServer, type DemoServer } from '../../src/mocks/server/index';
import { chromiumPath, distDir } from './paths';
import type { AnswerHeadersSpec, BiUrlSetting, DemoShapes, FailureSpec } from '../../src/mocks/control';

export const PROFESSIONAL_APP_URL = 'https://profissional.painel.demo/';
export const CONTACT_EMAIL = 'contato@painel.demo';

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

/** As root on a closed network: no sandbox, and none of Chromium's own calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-gpu',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** The persisted query cache entry in IndexedDB (idb-keyval's default store), or null. */
export function persistedCache(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error ?? new Error('indexedDB'));
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readonly');
          const get = tx.objectStore('keyval').get('painel.query-cache');
          get.onsuccess = () => resolve((get.result as string | undefined) ?? null);
          get.onerror = () => reject(get.error ?? new Error('get'));
        };
      }),
  );
}

export interface GuardedContext {
  context: BrowserContext;
  /** Requests to any other host, which were aborted: a test expects none. */
  blocked: string[];
}

const professionalHost = new URL(PROFESSIONAL_APP_URL).host;

/** A tiny stand-in for the professional app, so a redirect to it can be asserted by URL. */
const professionalPage =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>App do profissional</title></head>' +
  '<body><h1>App do profissional</h1></body></html>';

/**
 * A context whose requests reach only `allowedOrigins`; the professional app's host answers a
 * stub page, and everything else is aborted and recorded.
 */
export async function guardedContext(
  browser: Browser,
  allowedOrigins: readonly string[],
  options: BrowserContextOptions = {},
): Promise<GuardedContext> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  const blocked: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (allowed.has(url.origin)) {
      await route.fallback();
    } else if (url.host === professionalHost) {
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: professionalPage });
    } else {
      blocked.push(url.href);
      await route.abort('blockedbyclient');
    }
  });
  return { context, blocked };
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
  body: { latencyMs?: number; failures?: FailureSwitch[]; shapes?: ShapesSwitch; answerHeaders?: AnswerHeadersSwitch[]; biUrl?: BiUrlSetting },
): Promise<void> {
  return post(`${serverUrl}/__demo/control`, body);
}

/** Restores the seeded store and clears the switches. */
export function resetDemo(serverUrl: string): Promise<void> {
  return post(`${serverUrl}/__demo/reset`, {});
}
