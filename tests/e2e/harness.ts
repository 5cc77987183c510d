/**
 * One demo server and one Chromium per test file, a fresh guarded context and page per test,
 * the demo store reset before each test. Every test also fails if the app tried to reach another
 * host or threw an uncaught error.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { DemoServer } from '../../src/mocks/server/index';
import { DEMO_PASSWORD, demoAccounts } from '../../src/mocks/accounts';
import { control, demoConfig, guardedContext, launchChromium, resetDemo, seedAlerts, startAppServer, type GuardedContext } from './browser';

export { CONTACT_EMAIL, PROFESSIONAL_APP_URL, demoConfig } from './browser';
export { DEMO_PASSWORD };

export const SESSION_KEY = 'painel.session';
/**
 * How long a wait on a condition may take before the test fails: an upper bound for a page that
 * is stuck, never a measure of speed. Generous, because the suite runs three files at a time after
 * the other stages on two cores, and must pass on a machine that is busy with something else.
 */
export const WAIT_MS = 20_000;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** The spec's mobile breakpoint: at 768 px or less the menu collapses and images switch. */
export const TABLET = { width: 768, height: 1024 } as const;

/** The seeded logins the suite relies on (src/mocks/seed/accounts.ts). */
export const ACCOUNTS = {
  admin: 'admin@painel.demo',
  withoutDashboard: 'semdashboard@painel.demo',
  trial: 'teste@painel.demo',
  hospital165: 'hospital165@painel.demo',
  doctor: 'medico@painel.demo',
  serraAzul: 'admin@serraazul.demo',
} as const;

for (const login of Object.values(ACCOUNTS)) {
  if (!demoAccounts.some((account) => account.login === login)) {
    throw new Error(`The demo seed no longer has the account ${login}; update ACCOUNTS in tests/e2e/harness.ts.`);
  }
}

/** Screenshots (on failure, and those a test asks for) go outside the repository. */
export const artifactsDir = process.env.E2E_ARTIFACTS || path.join(os.tmpdir(), 'painel-e2e');

export interface E2EOptions {
  /**
   * The /config.json the server answers; defaults to demoConfig(). Unless it says otherwise,
   * `alertsRefreshSeconds` is an hour (QUIET_REFRESH_SECONDS): the alerts' refresh runs only in the
   * files that test it, never behind a test that flips a demo switch or counts calls.
   */
  config?: Record<string, unknown>;
  /**
   * Serve the API from a second demo server (another origin) under this base path, e.g.
   * '/backend/': the app's config then points apiUrl at it.
   */
  separateApiBase?: string;
  /** The built files the server serves; defaults to dist/ (updates.e2e.ts serves a copy it changes). */
  staticDir?: string;
  /**
   * Options for every context of the file. Defaults: 1280×800, and the service worker allowed, as
   * every clinic has it after its first visit: the cache key crosses a reload or a typed address
   * in its memory (public/sw-keyhold.js), so without it every new page of a signed-in tab starts
   * locked. It precaches about 1 MB in every new context (about 1 CPU-s), once per file when
   * the file shares its context.
   */
  contextOptions?: BrowserContextOptions;
  /**
   * Whether the file's tests share one context (default true), as the people of a clinic share a
   * workstation's browser: between two tests its pages are closed, its service workers ended and
   * its origins' storage cleared (resetShared), but the worker stays installed with its precache.
   * A test that changes the context itself or fails has it closed after it. False gives every
   * test a new context, as on a first visit.
   */
  shareContext?: boolean;
}

export interface E2E {
  /** Origin of this file's demo server, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** Origin of the API: the same as `url` unless `separateApiBase` was given. */
  readonly apiOrigin: string;
  /**
   * Origin of the demo's BI report pages, where the API's geturl points: the API server's second
   * port, listed as config.json's `biReportOrigins` unless the file's config names its own.
   */
  readonly reportOrigin: string;
  /** The file's Chromium, for a context the harness does not watch. */
  browser(): Promise<Browser>;
  /** The current test's context and its first page. */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Another guarded context for this test (closed after it), e.g. with another viewport. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Sets the demo API's switches (latency, failures, shapes, headers); an empty object clears them. */
  control(body: Parameters<typeof control>[1]): Promise<void>;
  /** Adds pending alerts to institution 1 of the demo API. */
  seedAlerts(counts: Parameters<typeof seedAlerts>[1]): Promise<void>;
}

interface Opened extends GuardedContext {
  errors: string[];
  /** Set when the test changed the context itself: it is closed after the test, never shared. */
  changed: boolean;
  /** Listeners the current test added to the context, taken off after it. */
  listeners: [string | symbol, (...args: never[]) => unknown][];
}

/**
 * What a test may change on a context and no page reset undoes: its clock, its network (offline,
 * routes, headers, credentials), what runs in its pages (init scripts, bindings), its permissions
 * and geolocation, its cookies, and anything done over the DevTools protocol.
 */
const CONTEXT_CHANGES = [
  'setOffline',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'unroute',
  'unrouteAll',
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'clearPermissions',
  'setGeolocation',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
  'addCookies',
  'clearCookies',
  'newCDPSession',
] as const;
const LISTENER_CALLS = ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener'] as const;

/**
 * Marks `opened` as changed when the test calls one of CONTEXT_CHANGES or uses the clock, and
 * records the listeners it adds, by wrapping those methods on the context object itself (a test
 * reaches it as `e2e.context` or `page.context()`, so a proxy would not see every call).
 */
function watchChanges(opened: Opened): void {
  const context = opened.context as unknown as Record<string, unknown>;
  for (const name of CONTEXT_CHANGES) {
    const original = context[name];
    if (typeof original !== 'function') continue;
    context[name] = (...args: unknown[]) => {
      opened.changed = true;
      return (original as (...a: unknown[]) => unknown).apply(opened.context, args);
    };
  }
  const clock = opened.context.clock as unknown as Record<string, unknown>;
  for (let proto = Object.getPrototypeOf(clock) as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const original = clock[name];
      if (name === 'constructor' || typeof original !== 'function' || Object.hasOwn(clock, name)) continue;
      clock[name] = (...args: unknown[]) => {
        opened.changed = true;
        return (original as (...a: unknown[]) => unknown).apply(clock, args);
      };
    }
  }
  for (const name of LISTENER_CALLS) {
    const original = context[name] as (...a: unknown[]) => unknown;
    context[name] = (event: string | symbol, listener: (...args: never[]) => unknown) => {
      opened.listeners.push([event, listener]);
      return original.call(opened.context, event, listener);
    };
  }
}

/**
 * Readies a shared context for the next test, as a workstation is between two people's use of
 * the console: no page open, no service worker running (so nothing a worker held in memory
 * survives), and every origin's storage cleared (localStorage, IndexedDB, cookies) but the
 * service worker's registration and its precache, which a returning workstation keeps. Runs on
 * the next test's first page, still blank, through the protocol methods the wrappers leave alone.
 */
async function resetShared(page: Page, origins: readonly string[]): Promise<void> {
  const unwrapped = Object.getPrototypeOf(page.context()) as BrowserContext;
  const cdp = await unwrapped.newCDPSession.call(page.context(), page);
  try {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    for (const origin of new Set(origins.map((o) => new URL(o).origin))) {
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'cookies,file_systems,indexeddb,local_storage,websql,shared_storage,storage_buckets',
      });
    }
  } finally {
    await cdp.detach();
  }
}

/** The alerts' refresh of a file that does not test it: once an hour, so never within a test. */
const QUIET_REFRESH_SECONDS = 3600;

/**
 * The harness's contexts have no Badging API, as Firefox and WebKit have none: in Chromium the
 * console mounts the icon's watcher on its own timer, a second after the screen's calls answered,
 * and its calls would race the demo switches a test flips after settle(). A test of the badge
 * gives the page its own setAppBadge (freshness.e2e.ts), which then mounts the watcher.
 */
const WITHOUT_APP_BADGE = `delete Navigator.prototype.setAppBadge; delete Navigator.prototype.clearAppBadge;`;

/** Registers the file's hooks; call once at the top of a test file. */
export function setupE2E(options: E2EOptions = {}): E2E {
  let server: DemoServer | undefined;
  let apiServer: DemoServer | undefined;
  /** The file's Chromium, launched beside the server. */
  let browser: Promise<Browser> | undefined;
  let opened: Opened[] = [];
  let page: Page | undefined;
  /**
   * The file's shared context, kept from one test to the next (see E2EOptions.shareContext),
   * whose service worker has installed and precached the app: a context per test, with the
   * worker installing in each, cost about 1 CPU-s a test more. A test that changed the context
   * (CONTEXT_CHANGES, the clock) or failed closes it; the next test starts a new one. Contexts
   * from `newContext` are the test's own and always closed.
   */
  let shared: Opened | undefined;
  const shareContext = options.shareContext ?? true;

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside a test`);
    return value;
  };

  /** The origins a context may reach, and whose storage a shared context clears between tests. */
  function origins(): string[] {
    const api = apiServer ?? need(server, 'the server');
    return [need(server, 'the server').url, api.url, api.reportOrigin];
  }

  function contextOptions(extra: BrowserContextOptions = {}): BrowserContextOptions {
    return { viewport: DESKTOP, baseURL: need(server, 'the server').url, serviceWorkers: 'allow', ...options.contextOptions, ...extra };
  }

  /** The harness's watch on a new context: uncaught errors, requests in flight, timeouts, changes. */
  function adopt(guarded: GuardedContext, settings: BrowserContextOptions): Opened {
    if (settings.serviceWorkers === 'allow') withWorker.add(guarded.context);
    const errors: string[] = [];
    guarded.context.on('weberror', (error) => errors.push(error.error().stack ?? error.error().message));
    trackInflight(guarded.context);
    guarded.context.setDefaultTimeout(WAIT_MS);
    guarded.context.setDefaultNavigationTimeout(2 * WAIT_MS);
    const entry: Opened = { ...guarded, errors, changed: false, listeners: [] };
    watchChanges(entry);
    return entry;
  }

  function launched(): Promise<Browser> {
    return (browser ??= launchChromium());
  }

  async function openEntry(extra: BrowserContextOptions = {}): Promise<Opened> {
    const settings = contextOptions(extra);
    const guarded = await guardedContext(await launched(), origins(), settings);
    await guarded.context.addInitScript(WITHOUT_APP_BADGE);
    return adopt(guarded, settings);
  }

  async function open(extra: BrowserContextOptions = {}): Promise<BrowserContext> {
    const entry = await openEntry(extra);
    opened.push(entry);
    return entry.context;
  }

  beforeAll(async () => {
    void launched();
    let config: Record<string, unknown> = { alertsRefreshSeconds: QUIET_REFRESH_SECONDS, ...(options.config ?? demoConfig()) };
    if (options.separateApiBase !== undefined) {
      apiServer = await startAppServer({ staticDir: null });
      config = { ...config, apiUrl: `${apiServer.url}${options.separateApiBase}` };
      // The report the API points to is on the API server's report origin.
      if (!('biReportOrigins' in config)) config = { ...config, biReportOrigins: [apiServer.reportOrigin] };
    }
    server = await startAppServer({ config, staticDir: options.staticDir });
    await launched();
  });

  afterAll(async () => {
    await shared?.context.close();
    await (await browser)?.close();
    await server?.close();
    await apiServer?.close();
  });

  beforeEach(async () => {
    await resetDemo((apiServer ?? need(server, 'the server')).url);
    if (!shareContext) {
      page = await (await open()).newPage();
      return;
    }
    if (shared) {
      page = await shared.context.newPage();
      await resetShared(page, origins());
    } else {
      shared = await openEntry();
      page = await shared.context.newPage();
    }
    opened.push(shared);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      for (const [index, candidate] of opened.flatMap((o) => o.context.pages()).entries()) {
        await snap(candidate, `FAILED ${task.name} ${index}`).catch(() => undefined);
        // CI keeps the output, not the screenshots: say where each page was.
        console.log(`failed test's page ${index}: ${await whereIs(candidate)}`);
      }
    }
    const blocked = opened.flatMap((o) => o.blocked);
    const errors = opened.flatMap((o) => o.errors);
    const kept = shared && !shared.changed && task.result?.state !== 'fail' ? shared : undefined;
    await Promise.all(
      opened.map(async (o) => {
        if (o !== shared) return o.context.close();
        if (!kept) return o.context.close();
        // Kept for the next test: its pages closed, the test's listeners taken off, its findings read.
        await Promise.all(o.context.pages().map((p) => p.close()));
        const off = o.context.off.bind(o.context) as (event: string | symbol, listener: (...args: never[]) => unknown) => unknown;
        for (const [event, listener] of o.listeners.splice(0)) off(event, listener);
        o.blocked.length = 0;
        o.errors.length = 0;
        resetInflight(o.context);
      }),
    );
    shared = kept;
    opened = [];
    page = undefined;
    expect(blocked, 'requests to hosts other than the test server').toEqual([]);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });

  return {
    get url() {
      return need(server, 'the server').url;
    },
    get apiOrigin() {
      return (apiServer ?? need(server, 'the server')).url;
    },
    get reportOrigin() {
      return (apiServer ?? need(server, 'the server')).reportOrigin;
    },
    browser: launched,
    get context() {
      return need(page, 'the page').context();
    },
    get page() {
      return need(page, 'the page');
    },
    newContext: open,
    control: (body) => control((apiServer ?? need(server, 'the server')).url, body),
    seedAlerts: (counts) => seedAlerts((apiServer ?? need(server, 'the server')).url, counts),
  };
}

/** Saves a full-page screenshot under artifactsDir and returns its path. */
export async function snap(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

interface Inflight {
  count: number;
  lastChange: number;
}

const inflight = new WeakMap<BrowserContext, Inflight>();

/** Counts the context's unfinished requests from its creation on, for settle(). */
function trackInflight(context: BrowserContext): void {
  const state: Inflight = { count: 0, lastChange: Date.now() };
  const change = (delta: number) => {
    state.count = Math.max(0, state.count + delta);
    state.lastChange = Date.now();
  };
  context.on('request', () => change(+1));
  context.on('requestfinished', () => change(-1));
  context.on('requestfailed', () => change(-1));
  inflight.set(context, state);
}

/** Forgets requests of pages that are closed (a shared context starting the next test). */
function resetInflight(context: BrowserContext): void {
  const state = inflight.get(context);
  if (state) Object.assign(state, { count: 0, lastChange: Date.now() });
}

/**
 * Waits until no request of the page's context has been open for `quietMs`. Call it before
 * flipping a demo switch, so that a call still in flight cannot take the simulated failure
 * (and be thrown away by a reload) instead of the call the test means.
 */
export async function settle(page: Page, { quietMs = 300, timeout = WAIT_MS, open = 0 } = {}): Promise<void> {
  const state = inflight.get(page.context());
  if (!state) throw new Error('settle() needs a context opened by the harness');
  const deadline = Date.now() + timeout;
  // `open`: calls the test keeps hanging on purpose, left open.
  while (state.count > open || Date.now() - state.lastChange < quietMs) {
    if (Date.now() > deadline) throw new Error(`the network did not settle within ${timeout} ms (${state.count} open)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Where a page is, for a failure's message: its path and the headings on screen (the console's
 * own titles; no field, so no patient's data, is read).
 */
async function whereIs(page: Page): Promise<string> {
  if (page.isClosed()) return 'closed';
  const headings = await page
    .getByRole('heading')
    .allInnerTexts()
    .catch(() => ['?']);
  return `${new URL(page.url()).pathname}, headings: ${JSON.stringify(headings.map((h) => h.slice(0, 60)))}`;
}

/**
 * Stops the page's clock (installed with `context.clock.install()`) a moment ahead of its present.
 * Playwright refuses a time the clock has already passed, and a busy machine can pass it between
 * reading the time and pausing: then read the time again and aim a little further.
 */
export async function pauseSoon(page: Page, context: BrowserContext): Promise<void> {
  for (let ahead = 100; ; ahead *= 2) {
    const target = (await page.evaluate(() => Date.now())) + ahead;
    try {
      await context.clock.pauseAt(target);
      return;
    } catch (error) {
      if (ahead >= 10_000 || !String(error).includes('to the past')) throw error;
    }
  }
}

const LANDINGS = ['/dashboard', '/alertas'];

/** Signs in through the login form and waits for the landing page (dashboard or alerts). */
export async function login(
  page: Page,
  account: string,
  { password = DEMO_PASSWORD, navigate = true }: { password?: string; navigate?: boolean } = {},
): Promise<void> {
  if (navigate) await page.goto('/');
  await field(page, 'Login')
    .fill(account)
    .catch(async (error: unknown) => {
      throw new Error(`no login form: ${await whereIs(page)}`, { cause: error });
    });
  await field(page, 'Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await waitForPath(page, LANDINGS);
  // As on a workstation that has used the console before: the service worker in place (on a
  // first visit it registers at `load` and installs meanwhile), so the next page of the tab gets
  // the cache key from it, whatever the test does next.
  if (withWorker.has(page.context())) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Contexts of setupE2E that allow the service worker (the default). */
const withWorker = new WeakSet<BrowserContext>();

/**
 * A text or password field by its exact accessible name. Not getByLabel: with `withAsterisk` the
 * label's text is 'Senha *' (the asterisk is aria-hidden, so the accessible name is 'Senha'), and
 * exactness matters because the password toggle is labelled 'Mostrar senha'.
 */
export function field(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}

/** Waits until the page's pathname is (one of) `expected`; the error says where it is instead. */
export async function waitForPath(page: Page, expected: string | readonly string[], timeout = WAIT_MS): Promise<void> {
  const wanted = typeof expected === 'string' ? [expected] : expected;
  try {
    await page.waitForURL((url) => wanted.includes(url.pathname), { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`expected the page at ${wanted.join(' or ')}, but it is at ${page.url()}`);
  }
}

/**
 * A bounded window in which the test checks that nothing happens (no call, no write, no
 * navigation): the one kind of fixed wait the suite allows. Everything else waits on a condition,
 * or moves the page's clock (`context.clock`) instead of waiting for real time to pass.
 */
export async function nothingFor(page: Page, ms: number): Promise<void> {
  await page.waitForTimeout(ms);
}

/** Lets the page paint twice: what a scroll or a resize brings into view has been rendered. */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Waits for the locator to be visible; the error names what was missing. */
export async function visible(locator: Locator, timeout?: number): Promise<Locator> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`not visible: ${String(locator)} (page at ${locator.page().url()})`);
  }
  return locator;
}

/** Waits for the locator to be hidden or gone. */
export async function hidden(locator: Locator, timeout?: number): Promise<void> {
  try {
    await locator.waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`still visible: ${String(locator)} (page at ${locator.page().url()})`);
  }
}

/** The raw session entry in localStorage, or null. */
export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
}

/** The login screen, identified by its title and the 'Entrar' button. */
export async function expectLoginScreen(page: Page): Promise<void> {
  await waitForPath(page, '/');
  await visible(page.getByRole('heading', { name: 'Bem Vindo!', exact: true }));
  await visible(page.getByRole('button', { name: 'Entrar' }));
}

export const SESSION_EXPIRED = 'Sessão expirada. Realize o login novamente.';

/** The session was ended by the server: login with the sessionExpired warning, nothing stored. */
export async function expectSessionExpired(page: Page): Promise<void> {
  await expectLoginScreen(page);
  expect(new URL(page.url()).searchParams.get('message')).toBe('sessionExpired');
  await visible(page.getByRole('status').getByText(SESSION_EXPIRED));
  expect(await storedSession(page)).toBeNull();
}

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
}

/** Records every request the context's pages make from now on (including CORS preflights' targets). */
export function trackRequests(context: BrowserContext): SeenRequest[] {
  const seen: SeenRequest[] = [];
  context.on('request', (request) => seen.push({ method: request.method(), url: new URL(request.url()), headers: request.headers() }));
  return seen;
}

/** Requests whose pathname contains `fragment` (e.g. 'api/account/token'). */
export function requestsTo(seen: readonly SeenRequest[], fragment: string, method?: string): SeenRequest[] {
  return seen.filter((r) => r.url.pathname.includes(fragment) && (!method || r.method === method));
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The screen as it is, at 1280 px then 768 px: axe-core at each width and a screenshot
 * (`<name>-1280`, `<name>-768`); the page is left at 1280 px.
 */
export async function expectAccessibleAtBothWidths(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await snap(page, `${name}-1280`);
  await page.setViewportSize(TABLET);
  await expectAccessible(page);
  await snap(page, `${name}-768`);
  await page.setViewportSize(DESKTOP);
}

/**
 * Runs axe-core on the page as it is and fails on any serious or critical violation, naming the
 * rule and the elements it found.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A modal or menu still fading in is half transparent: contrast is judged once transitions are
  // over. Mantine starts a transition a frame after the element appears: two frames first, or a
  // menu just opened would be judged at opacity 0 with no transition running yet.
  await frames(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Injected once per document: parsing axe's half-megabyte script is about 0.1 CPU-s each time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  expect(violations, 'serious or critical accessibility violations').toEqual([]);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would reach it, and
 * checks that the focus shows (an outline or a ring). Fails naming where the focus went instead.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 80 } = {}): Promise<void> {
  await target.waitFor({ state: 'attached', timeout: 10_000 });
  const seen: string[] = [];
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Found again at each press: a re-render may replace the element between two presses.
    const reached = await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
    if (reached) {
      await expectFocusVisible(page);
      return;
    }
    seen.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        return active ? `${active.tagName.toLowerCase()}[${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30) ?? ''}]` : 'nothing';
      }),
    );
  }
  throw new Error(`tabTo: not reached after ${maxPresses} presses; the focus went through ${seen.slice(-12).join(' → ')}`);
}

/**
 * The focused element draws a visible focus indicator: an outline or a box-shadow ring, on itself
 * or on its own pseudo-element (an alert card's link draws the ring round the card it covers).
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return { tag: 'body', visible: false };
    const drawn = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
    const visible = [null, '::after', '::before'].some((pseudo) => drawn(getComputedStyle(active, pseudo)));
    return { tag: `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''}`, visible };
  });
  expect(indicator.visible, `focus indicator on ${indicator.tag}`).toBe(true);
}
