/**
 * Offline measurement (docs/behaviour.md, 'Offline'): time from navigation to the cached alerts rendered with the
 * network cut, the shell served by a warm service worker and the data read from IndexedDB.
 */
import { launchChromium, startAppServer } from '../e2e/browser';
import type { Measurement } from './measurement';
import { persistedCacheHas, signIn, until } from './pageState';

const RUNS = 7;
const BUDGET_MS = 500;
const CARD = 'a[aria-label*=": abrir a ficha"]';

export const offlineAlertsTime: Measurement = {
  name: 'Navigation to the cached alerts rendered, offline (warm service worker)',
  async run() {
    const server = await startAppServer();
    const browser = await launchChromium();
    try {
      // No request interception: it would disable the HTTP cache and route through the driver.
      const context = await browser.newContext({
        serviceWorkers: 'allow',
        viewport: { width: 1280, height: 800 },
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      const stray = new Set<string>();
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== server.url) stray.add(url.host);
      });
      const page = await context.newPage();
      await signIn(page, server.url);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.goto(`${server.url}/alertas`);
      await until('the worker to control the page', () => page.evaluate(() => navigator.serviceWorker.controller !== null));
      await page.locator(CARD).first().waitFor({ timeout: 30_000 });
      await until('the alerts to be persisted', () => persistedCacheHas(page, 'alerts'));

      await context.setOffline(true);
      const times: number[] = [];
      // The first offline load is a warm-up: the worker's precache and the IndexedDB file are hot after it.
      for (let i = 0; i <= RUNS; i++) {
        await page.goto(`${server.url}/alertas`);
        await page.waitForFunction((selector) => document.querySelector(selector) !== null, CARD, {
          timeout: 30_000,
          polling: 'raf',
        });
        const ms = await page.evaluate(() => performance.now());
        if (i > 0) times.push(ms);
      }
      const banner = await page.getByText(/^Sem conexão desde/).count();
      if (banner === 0) throw new Error('the offline banner was missing: the page may not have been offline');
      if (stray.size > 0) throw new Error(`the console tried to reach other hosts: ${[...stray].join(', ')}`);

      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? NaN;
      const worst = times[times.length - 1] ?? NaN;
      return {
        figure: `median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms over ${RUNS} offline loads`,
        budget: { limit: `≤ ${BUDGET_MS} ms`, met: worst <= BUDGET_MS },
        details: [`each load: ${times.map((t) => t.toFixed(0)).join(', ')} ms`],
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
