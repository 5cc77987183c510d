/**
 * Lighthouse (issue 4): performance (mobile profile, simulated throttling), accessibility and best
 * practices, each route RUNS times (LIGHTHOUSE_RUNS, default 5: single runs vary by several points
 * with the machine's load), the median score counting:
 * - the login route, cold: Lighthouse's own storage reset, so no service worker, no cache;
 * - the dashboard as a signed-in user reaches it: signed in through the login screen, whose
 *   service worker has installed and precached the app, with the persisted query cache in place;
 *   Lighthouse keeps that storage (`disableStorageReset`, its documented way into a signed-in page);
 * - the dashboard with an empty cache (no budget): the session kept, but no service worker, Cache
 *   Storage, IndexedDB nor HTTP cache. A user rarely meets it (clearing site data also signs out),
 *   but it is the worst case of a first visit after a deploy without the worker.
 * Full reports are written to bench-results/ for a look at what cost points.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Flags, Result as LighthouseResult } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { tmpdir } from 'node:os';
import { CHROMIUM_ARGS, startAppServer } from '../e2e/browser';
import { chromiumPath, projectRoot } from '../e2e/paths';
import type { Measurement, Result } from './measurement';
import { median } from './navigation';
import { persistedCacheHas, signIn, until } from './pageState';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGETS: Record<Category, number> = { performance: 90, accessibility: 95, 'best-practices': 95 };
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

const resultsDir = path.join(projectRoot, 'bench-results');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Chromium with a DevTools port for Lighthouse, driven by Playwright as well through its default
 * context, the one whose tabs Lighthouse opens: what Playwright stores there, Lighthouse's page sees.
 */
async function launchForLighthouse(): Promise<{ context: BrowserContext; port: number; close(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'painel-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
  });
  return {
    context,
    port,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Forgets everything the origin stored but localStorage (the session), and the HTTP cache. */
async function emptyCacheButSignedIn(context: BrowserContext, origin: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage,indexeddb,cookies,file_systems,websql,shader_cache',
  });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
}

/** Signs in as a user does; returns once the service worker controls the dashboard. */
async function signInWithWorker(context: BrowserContext, origin: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, origin);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error('the service worker did not take control of the dashboard');
  await until('the dashboard to be persisted', () => persistedCacheHas(page, 'dashboard'));
  await page.goto('about:blank');
}

interface RouteRun {
  scores: Record<Category, number>;
  metrics: string[];
  /** Audits that cost points in a category, as 'category: title'. */
  failing: string[];
}

function summarise(lhr: LighthouseResult): RouteRun {
  const scores = {} as Record<Category, number>;
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    if (!entry || entry.score === null) throw new Error(`Lighthouse returned no ${category} score`);
    scores[category] = Math.round(entry.score * 100);
    if (category === 'performance') continue;
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${category}: ${audit.title}`);
    }
  }
  const metrics = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`);
  return { scores, metrics, failing };
}


type Scenario = 'login' | 'dashboard' | 'dashboard-empty-cache';

async function measureRoute(route: Scenario, withBudget: boolean): Promise<Result> {
  const server = await startAppServer();
  const browser = await launchForLighthouse();
  mkdirSync(resultsDir, { recursive: true });
  try {
    const signedIn = route !== 'login';
    if (signedIn) await signInWithWorker(browser.context, server.url);
    const url = signedIn ? `${server.url}/dashboard` : `${server.url}/`;
    const runs: RouteRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      if (route === 'dashboard-empty-cache') await emptyCacheButSignedIn(browser.context, server.url);
      const flags: Flags = {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The login run starts from a wiped origin; the dashboard runs keep the session (and, but
        // for the empty-cache run, the worker and the persisted cache).
        disableStorageReset: signedIn,
      };
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      const finalUrl = lhr.finalDisplayedUrl;
      if (signedIn && !finalUrl.endsWith('/dashboard')) {
        throw new Error(`the dashboard run ended on ${finalUrl}: the session was not kept`);
      }
      writeFileSync(path.join(resultsDir, `lighthouse-${route}-${i + 1}.json`), JSON.stringify(lhr));
      runs.push(summarise(lhr));
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>;
    const met = CATEGORIES.every((c) => scores[c] >= BUDGETS[c]);
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    return {
      figure: CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', '),
      ...(withBudget && { budget: { limit: CATEGORIES.map((c) => `${c} ≥ ${BUDGETS[c]}`).join(', '), met } }),
      details: [
        ...runs.map((r, i) => `run ${i + 1}: ${CATEGORIES.map((c) => r.scores[c]).join(' / ')}; ${r.metrics.join(', ')}`),
        ...failing.map((f) => `costs points: ${f}`),
        `reports: ${path.relative(projectRoot, resultsDir)}/lighthouse-${route}-*.json`,
      ],
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export const lighthouseLogin: Measurement = {
  name: 'Lighthouse, login route (mobile, cold)',
  run: () => measureRoute('login', true),
};

export const lighthouseDashboard: Measurement = {
  name: 'Lighthouse, dashboard (mobile, signed in)',
  run: () => measureRoute('dashboard', true),
};

export const lighthouseDashboardEmptyCache: Measurement = {
  name: 'Lighthouse, dashboard (mobile, signed in, empty cache)',
  run: () => measureRoute('dashboard-empty-cache', false),
};
