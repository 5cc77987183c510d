/**
 * Lighthouse (decision 0012's budgets): performance (mobile profile, simulated throttling), accessibility
 * and best practices, each route RUNS times (LIGHTHOUSE_RUNS, default 5: single runs vary by
 * several points with the machine's load), the median score and total blocking time counting:
 * - the login route, cold: Lighthouse's own storage reset, so no service worker, no cache;
 * - the dashboard, the alerts, the patients list and the Ficha as a signed-in user reaches them,
 *   before every run: signed in through the login screen, whose service worker has installed and
 *   precached the app, the route visited once so its answers are in the persisted query cache;
 *   Lighthouse keeps that storage (`disableStorageReset`, its documented way into a signed-in
 *   page). A run that meets the lock screen instead is refused;
 * - the dashboard with an empty cache: the session and the worker kept, but no Cache Storage,
 *   IndexedDB nor HTTP cache, so every script and every answer comes over the network. A user
 *   rarely meets it (clearing site data also signs out), but it is the worst case of a visit
 *   whose files are not on the device.
 * Full reports are written to bench-results/ for a look at what cost points.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Flags, Result as LighthouseResult } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { tmpdir } from 'node:os';
import { CHROMIUM_ARGS, freePort, startAppServer } from '../e2e/browser';
import { chromiumPath, projectRoot } from '../e2e/paths';
import type { Measurement, Result } from './measurement';
import { median } from './navigation';
import { signInWithWorker } from './pageState';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100 };
const TBT_BUDGET_MS = 150;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

const resultsDir = path.join(projectRoot, 'bench-results');

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

/**
 * A signed-in user who was on the route a moment ago: everything the origin stored forgotten, then
 * signed in through the login screen (the worker installed and in control), the route visited once
 * so that its answers are in the persisted cache, and the page left. The data key then waits in
 * the worker's memory for a few seconds (decision 0011), which Lighthouse's page claims. Done
 * before every run: the key left by one run's page is gone by the time the next run starts.
 */
async function reachAsSignedIn(context: BrowserContext, origin: string, url: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
  await signInWithWorker(context, origin);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.goto('about:blank');
}

/** Whether the run's page loaded the lock screen's chunk: it opened locked, not on its route. */
function loadedLockScreen(lhr: LighthouseResult): boolean {
  const requests = lhr.audits['network-requests']?.details;
  const items = requests && 'items' in requests ? (requests.items as { url?: string }[]) : [];
  return items.some((item) => /\/assets\/LockScreen-[^/]*\.js$/.test(item.url ?? ''));
}

/**
 * Forgets what the origin cached, and the HTTP cache: the worker's Cache Storage (its precache
 * included) and IndexedDB (the persisted query cache). The session (localStorage) stays, and so does
 * the worker's registration: the data key crosses the change of page in the worker's memory
 * (decision 0011), and without it the page opens on the lock screen, not the dashboard.
 */
async function emptyCacheButSignedIn(context: BrowserContext, origin: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cache_storage,indexeddb,cookies,file_systems,websql,shader_cache',
  });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
}

interface RouteRun {
  scores: Record<Category, number>;
  metrics: string[];
  /** Audits that cost points in a category, as 'category: title'. */
  failing: string[];
  tbt: number;
  /** Lighthouse's measure of the host's CPU speed (higher is faster), taken at each run. */
  benchmarkIndex: number;
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
  return {
    scores,
    metrics,
    failing,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

interface Scenario {
  /** The file-name part of the reports. */
  id: string;
  path: string;
  /** Signed in through the login screen first, the worker in control and the route visited once. */
  signedIn: boolean;
  /** Before each run, all but the session and the worker forgotten (Cache Storage, IndexedDB, HTTP cache). */
  emptyCache?: boolean;
  performance: number;
}

async function measureRoute(scenario: Scenario): Promise<Result> {
  const server = await startAppServer();
  const browser = await launchForLighthouse();
  mkdirSync(resultsDir, { recursive: true });
  const budgets: Record<Category, number> = { ...BUDGETS, performance: scenario.performance };
  try {
    const url = `${server.url}${scenario.path}`;
    const runs: RouteRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      if (scenario.signedIn) await reachAsSignedIn(browser.context, server.url, url);
      if (scenario.emptyCache) await emptyCacheButSignedIn(browser.context, server.url);
      const flags: Flags = {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The login run starts from a wiped origin; the signed-in runs keep the session (and, but
        // for the empty-cache run, the worker and the persisted cache).
        disableStorageReset: scenario.signedIn,
      };
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      if (new URL(lhr.finalDisplayedUrl).pathname !== scenario.path) {
        throw new Error(`the run of ${scenario.path} ended on ${lhr.finalDisplayedUrl}: the session was not kept`);
      }
      writeFileSync(path.join(resultsDir, `lighthouse-${scenario.id}-${i + 1}.json`), JSON.stringify(lhr));
      if (scenario.signedIn && loadedLockScreen(lhr)) {
        throw new Error(`run ${i + 1} of ${scenario.path} measured the lock screen: the data key was no longer in the worker`);
      }
      runs.push(summarise(lhr));
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>;
    const tbt = median(runs.map((r) => r.tbt));
    const met = CATEGORIES.every((c) => scores[c] >= budgets[c]) && tbt <= TBT_BUDGET_MS;
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    return {
      figure: `${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}; total blocking time ${tbt.toFixed(0)} ms`,
      budget: { limit: `${CATEGORIES.map((c) => `${c} ≥ ${budgets[c]}`).join(', ')}; TBT ≤ ${TBT_BUDGET_MS} ms`, met },
      details: [
        ...runs.map((r, i) => `run ${i + 1}: ${CATEGORIES.map((c) => r.scores[c]).join(' / ')}; ${r.metrics.join(', ')}`),
        ...failing.map((f) => `costs points: ${f}`),
        // Simulated throttling slows the host's CPU 4×: a faster host blocks less, so figures from
        // two machines compare only beside this.
        `host CPU benchmark index (Lighthouse's): median ${median(runs.map((r) => r.benchmarkIndex)).toFixed(0)}`,
        `reports: ${path.relative(projectRoot, resultsDir)}/lighthouse-${scenario.id}-*.json`,
      ],
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

const lighthouseOf = (name: string, scenario: Scenario): Measurement => ({ name: `Lighthouse, ${name}`, run: () => measureRoute(scenario) });

export const lighthouseMeasurements: Measurement[] = [
  lighthouseOf('login route (mobile, cold)', { id: 'login', path: '/', signedIn: false, performance: 95 }),
  lighthouseOf('dashboard (mobile, signed in)', { id: 'dashboard', path: '/dashboard', signedIn: true, performance: 95 }),
  lighthouseOf('alerts (mobile, signed in)', { id: 'alerts', path: '/alertas', signedIn: true, performance: 95 }),
  lighthouseOf('patients list (mobile, signed in)', { id: 'patients', path: '/pacientes', signedIn: true, performance: 95 }),
  lighthouseOf('Ficha (mobile, signed in)', { id: 'ficha', path: '/pacientes/editar/ficha/1', signedIn: true, performance: 95 }),
  lighthouseOf('dashboard (mobile, signed in, empty cache)', {
    id: 'dashboard-empty-cache',
    path: '/dashboard',
    signedIn: true,
    emptyCache: true,
    performance: 90,
  }),
];
