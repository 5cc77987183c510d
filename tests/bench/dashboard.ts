/**
 * Dashboard measurements (issue 3): the requests one dashboard load makes, and the time from
 * navigation to every widget rendered with added API latency, next to the floor of two round
 * trips (the token check, then the widgets' calls).
 */
import type { Browser, Page } from 'playwright-core';
import { control, launchChromium, startAppServer } from '../e2e/browser';
import type { Measurement } from './measurement';
import { signIn } from './pageState';

const LATENCY_MS = 100;
const RUNS = 5;
const WIDGETS = 11;
const TOKEN_CHECK_BUDGET = 2;

/**
 * Not the tests' guarded context: request interception turns off the HTTP cache and sends every
 * request through the driver, which would measure Playwright instead of the console. Requests to
 * other hosts are still caught, by listening.
 */
/** Hosts other than the demo server that a page tried to reach: reported, never expected. */
const strayHosts = new Set<string>();

function assertNoStrayHosts(): void {
  if (strayHosts.size > 0) throw new Error(`the dashboard tried to reach other hosts: ${[...strayHosts].join(', ')}`);
}

async function signedInPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) strayHosts.add(url.host);
  });
  const page = await context.newPage();
  await signIn(page, origin);
  await page.waitForLoadState('networkidle');
  return page;
}

/** True once every widget region is in and none shows a skeleton, and the doughnut is drawn. */
function allWidgetsRendered(expected: number): boolean {
  const regions = [...document.querySelectorAll('main section[aria-labelledby^="widget-"]')];
  if (regions.length < expected) return false;
  if (regions.some((r) => r.querySelector('[role="status"]'))) return false;
  return Boolean(document.querySelector('figure[aria-label="Gráfico: Tratamento"] svg path'));
}

export const dashboardLoadRequests: Measurement = {
  name: 'Requests made by one dashboard load',
  async run() {
    const server = await startAppServer();
    const browser = await launchChromium();
    try {
      const page = await signedInPage(browser, server.url);
      const calls: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.includes('/api/')) calls.push(url.pathname);
      });
      await page.goto(`${server.url}/dashboard`);
      await page.waitForFunction(allWidgetsRendered, WIDGETS, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      assertNoStrayHosts();
      const checks = calls.filter((p) => p.endsWith('/api/account/token')).length;
      const data = calls.length - checks;
      return {
        figure: `${data} data calls + ${checks} token check${checks === 1 ? '' : 's'}`,
        budget: { limit: `≤ ${TOKEN_CHECK_BUDGET} token checks`, met: checks <= TOKEN_CHECK_BUDGET },
        details: [`calls: ${[...new Set(calls)].map((p) => p.replace('/api/', '')).join(', ')}`],
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};

export const dashboardRenderTime: Measurement = {
  name: `Navigation to every widget rendered (+${LATENCY_MS} ms API latency)`,
  async run() {
    const server = await startAppServer();
    const browser = await launchChromium();
    try {
      const page = await signedInPage(browser, server.url);
      await control(server.url, { latencyMs: LATENCY_MS });
      const times: number[] = [];
      // One warm-up load fills the HTTP cache with the route's chunks, as a returning user has it.
      for (let i = 0; i <= RUNS; i++) {
        await page.goto(`${server.url}/dashboard`);
        await page.waitForFunction(allWidgetsRendered, WIDGETS, { timeout: 30_000, polling: 'raf' });
        const ms = await page.evaluate(() => performance.now());
        if (i > 0) times.push(ms);
      }
      await control(server.url, {});
      assertNoStrayHosts();
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? NaN;
      const floor = 2 * LATENCY_MS;
      const budget = 2 * LATENCY_MS + 400;
      return {
        figure: `median ${median.toFixed(0)} ms over ${RUNS} loads (floor of two round trips: ${floor} ms)`,
        budget: { limit: `≤ ${budget} ms`, met: median <= budget },
        details: [`each load: ${times.map((t) => t.toFixed(0)).join(', ')} ms`],
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
