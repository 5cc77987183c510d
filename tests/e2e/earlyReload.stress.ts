/**
 * Stress hunt for an early-reload sign-out a tester saw twice in ten tries: 'reloading at the
 * instant the dashboard appears after signing in returned to the login screen with no message'.
 * Not part of the suite (vitest collects only *.e2e.ts): run it by hand against a build, e.g.
 *
 *   npx vite build --outDir /tmp/dist-stress
 *   PAINEL_DIST=/tmp/dist-stress npm run stress:reload -- [rounds] [engines]
 *
 * `rounds` per way (default 50); `engines` a comma list of chromium, chromium-slow (CPU four
 * times slower, API answers 300 ms late), firefox, webkit (default chromium). Each round signs in
 * and reloads the moment the dashboard's heading is there, in two ways: from the driver once it
 * sees the heading, and from inside the page at the very mutation that inserts it. Chromium (Playwright) does both on a first visit (a new context, the service
 * worker still installing) and on a returning workstation (one context whose worker is
 * installed); Firefox and WebKit (the journeys' drivers, tests/e2e/engines/) on one profile. Each
 * round waits for where the page settles: the dashboard, the lock screen or the login screen
 * (with or without a message), and the tally is printed with what the browser kept for every
 * round that did not come back signed in. Exit code 1 when any round ended on the login screen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/mocks/accounts';
import { control, guardedContext, launchChromium, resetDemo, startAppServer } from './browser';
import { firefoxEngine } from './engines/firefox';
import { waitFor, waitForValue } from './engines/steps';
import type { EngineLauncher, EngineTab } from './engines/types';
import { webkitEngine } from './engines/webkit';

const ROUNDS = Number(process.argv[2] ?? 50);
const ENGINES = (process.argv[3] ?? 'chromium').split(',');
const LAUNCHERS: Record<string, EngineLauncher> = { firefox: firefoxEngine, webkit: webkitEngine };
const ACCOUNT = 'admin@painel.demo';
const HEADING = 'Bem vindo!';
const WAIT_MS = 20_000;

type Trigger = 'driver' | 'in-page';
type Visit = 'first' | 'returning';
type Outcome = 'dashboard' | 'lock' | 'login' | 'login+message' | 'stuck' | 'driver error';

/** Reloads from inside the page at the mutation that inserts the dashboard's heading, once per context. */
const reloadAtHeading = (heading: string) => {
  if (sessionStorage.getItem('stress.reloaded')) return;
  const observer = new MutationObserver(() => {
    const found = [...document.querySelectorAll('h1, h2')].some((element) => element.textContent?.trim() === heading);
    if (!found || location.pathname !== '/dashboard') return;
    observer.disconnect();
    sessionStorage.setItem('stress.reloaded', '1');
    location.reload();
  });
  // No named function in here: tsx's keepNames would wrap it in a __name() the page does not have.
  observer.observe(document, { childList: true, subtree: true });
};

async function signIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Login', exact: true }).fill(ACCOUNT);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Where the page settles after the reload. */
async function outcome(page: Page): Promise<Outcome> {
  const dashboard = page.getByRole('heading', { name: HEADING, exact: true });
  const lock = page.getByRole('button', { name: 'Desbloquear' });
  const login = page.getByRole('button', { name: 'Entrar' });
  const seen = await Promise.race([
    dashboard.waitFor({ timeout: WAIT_MS }).then(() => 'dashboard' as const),
    lock.waitFor({ timeout: WAIT_MS }).then(() => 'lock' as const),
    login.waitFor({ timeout: WAIT_MS }).then(() => 'login' as const),
  ]).catch(() => 'stuck' as const);
  if (seen !== 'login') return seen;
  return new URL(page.url()).searchParams.has('message') ? 'login+message' : 'login';
}

/** What the browser kept, for a round that did not come back signed in. */
function kept(page: Page): Promise<unknown> {
  return page.evaluate(async () => ({
    url: location.href,
    boot: document.documentElement.dataset.boot,
    localStorage: Object.keys(localStorage).sort(),
    controlled: Boolean(navigator.serviceWorker?.controller),
    worker: await navigator.serviceWorker?.getRegistration().then((r) => (r ? (r.active ? 'active' : r.waiting ? 'waiting' : 'installing') : 'none')),
  }));
}

/** Clears a returning workstation between rounds: storage gone, the worker and its precache kept. */
async function clearOrigin(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cookies,indexeddb,local_storage' });
  } finally {
    await cdp.detach();
  }
}

/** The rounds' results, counted by way and outcome, and what was kept where a round did not come back. */
interface Tally {
  counts: Map<string, number>;
  failures: unknown[];
}

function count(tally: Tally, way: string, result: Outcome): void {
  const key = `${way}: ${result}`;
  tally.counts.set(key, (tally.counts.get(key) ?? 0) + 1);
  process.stdout.write(result === 'dashboard' ? '.' : result[0]!.toUpperCase());
}

/**
 * `slow`: a slower machine and network, as a clinic's may be: the page's CPU four times slower
 * (DevTools' throttling) and every API answer 300 ms late (the demo's latency switch).
 */
async function chromiumRounds(serverUrl: string, tally: Tally, slow = false): Promise<void> {
  const browser = await launchChromium();
  const name = slow ? 'chromium slow' : 'chromium';
  const options = { baseURL: serverUrl, viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' as const };
  try {
    for (const visit of ['first', 'returning'] as Visit[]) {
      let returning: BrowserContext | null = null;
      if (visit === 'returning') {
        // Installed once: a first sign-in, the worker ready, then every round starts signed out.
        returning = (await guardedContext(browser, [serverUrl], options)).context;
        const page = await returning.newPage();
        await signIn(page);
        await page.getByRole('heading', { name: HEADING, exact: true }).waitFor({ timeout: WAIT_MS });
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.close();
      }
      for (const trigger of ['driver', 'in-page'] as Trigger[]) {
        const way = `${name}, ${visit} visit, ${trigger} reload`;
        for (let round = 0; round < ROUNDS; round += 1) {
          await resetDemo(serverUrl);
          if (slow) await control(serverUrl, { latencyMs: 300 });
          const context = returning ?? (await guardedContext(browser, [serverUrl], options)).context;
          const page = await context.newPage();
          if (slow) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
          if (returning) await clearOrigin(context, page, serverUrl);
          if (trigger === 'in-page') await page.addInitScript(reloadAtHeading, HEADING);
          await signIn(page);
          if (trigger === 'driver') {
            await page.getByRole('heading', { name: HEADING, exact: true }).waitFor({ timeout: WAIT_MS });
            await page.reload({ waitUntil: 'commit' });
          } else {
            // The reloaded document, not the one still unloading.
            await page.waitForFunction(
              () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload',
              undefined,
              { timeout: WAIT_MS },
            );
          }
          const result = await outcome(page);
          count(tally, way, result);
          if (result !== 'dashboard') tally.failures.push({ way, round, result, kept: await kept(page).catch(String) });
          if (slow) await control(serverUrl, {});
          await page.close();
          if (!returning) await context.close();
        }
        process.stdout.write('\n');
      }
      await returning?.close();
    }
  } finally {
    await browser.close();
  }
}

/** Where a tab of another engine settles, read from the page (no named function: tsx's __name). */
function engineOutcome(tab: EngineTab): Promise<Outcome> {
  return waitForValue(
    tab,
    'the dashboard, the lock or the login',
    (heading) => {
      const texts = [...document.querySelectorAll('h1, h2, button')].map((element) => element.textContent?.trim() ?? '');
      if (location.pathname === '/dashboard' && texts.includes(heading)) return 'dashboard';
      if (texts.includes('Desbloquear')) return 'lock';
      if (location.pathname === '/' && texts.includes('Entrar')) return new URLSearchParams(location.search).has('message') ? 'login+message' : 'login';
      return '';
    },
    HEADING,
    (value) => value !== '',
  ).then(
    (value) => value as Outcome,
    () => 'stuck' as const,
  );
}

const MARK = 'data-stress-target';

/**
 * Marks the element the page function finds and hands it to the driver. steps.ts's fill and
 * clickText do the same, but their page functions name inner functions, which tsx wraps in a
 * __name() the page does not have.
 */
async function act(tab: EngineTab, what: string, find: (arg: { text: string; mark: string }) => boolean, text: string, value: string | null): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await waitFor(tab, what, find, { text, mark: MARK });
      if (value === null) await tab.click(`[${MARK}]`);
      else await tab.type(`[${MARK}]`, value);
      return;
    } catch (error) {
      // The element re-rendered between its marking and the driver's action: mark it again.
      if (attempt === 3) throw error;
    }
  }
}

const markField = ({ text, mark }: { text: string; mark: string }) => {
  for (const marked of document.querySelectorAll(`[${mark}]`)) marked.removeAttribute(mark);
  const label = [...document.querySelectorAll('label')].find((candidate) => (candidate.textContent ?? '').replace('*', '').trim() === text);
  const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  input?.setAttribute(mark, '');
  return Boolean(input);
};

const markButton = ({ text, mark }: { text: string; mark: string }) => {
  for (const marked of document.querySelectorAll(`[${mark}]`)) marked.removeAttribute(mark);
  const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === text);
  button?.setAttribute(mark, '');
  return Boolean(button);
};

async function engineRounds(launcher: EngineLauncher, serverUrl: string, tally: Tally): Promise<void> {
  const profile = mkdtempSync(path.join(os.tmpdir(), `painel-stress-${launcher.name}-`));
  const engine = await launcher.launch({ profileDir: path.join(profile, 'profile'), viewport: { width: 1280, height: 800 }, downloadsDir: profile });
  const { tab } = engine;
  try {
    for (const trigger of ['driver', 'in-page'] as Trigger[]) {
      const way = `${launcher.name}, one profile, ${trigger} reload`;
      for (let round = 0; round < ROUNDS; round += 1) {
        try {
          await resetDemo(serverUrl);
          // Signed out: the last round's session and key forgotten, the worker and its precache kept.
          await tab.goto(`${serverUrl}/`);
          await tab.evaluate(() => (localStorage.clear(), sessionStorage.clear(), true), null);
          await tab.goto(`${serverUrl}/`);
          await act(tab, 'the Login field', markField, 'Login', ACCOUNT);
          await act(tab, 'the Senha field', markField, 'Senha', DEMO_PASSWORD);
          // The single-page app stays in this document up to the dashboard: the observer goes with it.
          if (trigger === 'in-page') await tab.evaluate(reloadAtHeading, HEADING);
          await act(tab, 'Entrar', markButton, 'Entrar', null);
          if (trigger === 'driver') {
            await waitFor(
              tab,
              'the dashboard',
              (heading) => location.pathname === '/dashboard' && [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === heading),
              HEADING,
            );
            await tab.reload();
          } else {
            await waitFor(
              tab,
              'the reloaded document',
              () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload',
              null,
            );
          }
          const result = await engineOutcome(tab);
          count(tally, way, result);
          if (result !== 'dashboard') {
            const where = await tab
              .evaluate(() => ({ url: location.href, boot: document.documentElement.dataset.boot, localStorage: Object.keys(localStorage).sort() }), null)
              .catch(String);
            tally.failures.push({ way, round, result, kept: where });
          }
        } catch (error) {
          // The driver's own trouble (an element gone under it), not the console's: counted apart.
          count(tally, way, 'driver error');
          tally.failures.push({ way, round, result: 'driver error', error: String(error).slice(0, 300) });
        }
      }
      process.stdout.write('\n');
    }
  } finally {
    await engine.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const server = await startAppServer();
  const tally: Tally = { counts: new Map(), failures: [] };
  try {
    for (const name of ENGINES) {
      if (name === 'chromium' || name === 'chromium-slow') await chromiumRounds(server.url, tally, name === 'chromium-slow');
      else {
        const launcher = LAUNCHERS[name];
        if (!launcher) throw new Error(`unknown engine ${name}: chromium, chromium-slow, firefox or webkit`);
        const missing = launcher.missing();
        if (missing) throw new Error(`${name}: ${missing} not found`);
        await engineRounds(launcher, server.url, tally);
      }
    }
  } finally {
    await server.close();
  }
  for (const [key, n] of [...tally.counts].sort()) console.log(`${key}: ${n}`);
  for (const failure of tally.failures) console.log(JSON.stringify(failure));
  process.exitCode = [...tally.counts.keys()].some((key) => key.endsWith(': login')) ? 1 : 0;
}

void main();
