/**
 * Dashboard measurements (spec 01 §2 Dashboard): the requests one dashboard load makes, and the time from
 * navigation to every widget rendered with added API latency, next to the floor of two round
 * trips (the token check, then the widgets' calls).
 */
import { control, launchChromium, startAppServer } from '../e2e/browser';
import type { Measurement } from './measurement';
import { assertNoStrayHosts, signedInPage } from './pageState';

const LATENCY_MS = 100;
const RUNS = 5;
export const WIDGETS = 11;
const TOKEN_CHECK_BUDGET = 2;

/** Hosts other than the demo server that a page tried to reach: reported, never expected. */
const strayHosts = new Set<string>();
const assertNoStray = () => assertNoStrayHosts(strayHosts, 'the dashboard');

/** True once every widget region is in and none shows a skeleton, and the doughnut is drawn. */
export function allWidgetsRendered(expected: number): boolean {
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
      const page = await signedInPage(browser, server.url, strayHosts);
      const calls: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.includes('/api/')) calls.push(url.pathname);
      });
      await page.goto(`${server.url}/dashboard`);
      await page.waitForFunction(allWidgetsRendered, WIDGETS, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      assertNoStray();
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
      const page = await signedInPage(browser, server.url, strayHosts);
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
      assertNoStray();
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
