/**
 * The encrypted cache and the lock (decisions 0011 and 0024): what the key derivation costs, how
 * long 'Desbloquear' takes to bring the cached alerts back offline (at 1× and at 4× CPU
 * slowdown), and what sealing adds to a save.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { ARGON2_PARAMS } from '../../src/lib/vaultKdf';
import { launchChromium, persistedCache, startAppServer } from '../e2e/browser';
import { distDir } from '../e2e/paths';
import type { Measurement } from './measurement';
import { signIn, until } from './pageState';

const CARD = 'a[aria-label*=": abrir a ficha"]';
const PASSWORD = 'Demo@123';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

const PARAMS_TEXT = `m=${ARGON2_PARAMS.memoryKiB / 1024} MiB, t=${ARGON2_PARAMS.iterations}, p=${ARGON2_PARAMS.parallelism}`;

/** The console's Argon2id worker as built (src/lib/argon2.worker.ts), by its URL on the server. */
function workerUrl(): string {
  const file = readdirSync(path.join(distDir, 'assets')).find((name) => /^argon2\.worker-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('no argon2.worker-*.js in dist/assets: was the build made from this tree?');
  return `/assets/${file}`;
}

/**
 * `runs` derivations as the console runs them (a new worker each, ended once it answered), from
 * the worker's start to its answer; and the longest the page's main thread went without a turn
 * meanwhile (a 4 ms ticker): what the sign-in and lock screens would feel.
 */
function derive(page: Page, url: string, runs: number): Promise<{ times: number[]; longestGap: number }> {
  return page.evaluate(
    async ({ url, params, runs }) => {
      const times: number[] = [];
      let last = performance.now();
      let longestGap = 0;
      const ticker = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
      }, 4);
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        const worker = new Worker(url, { type: 'module' });
        await new Promise<void>((resolve, reject) => {
          worker.onmessage = (event: MessageEvent<{ ok: boolean }>) => (event.data.ok ? resolve() : reject(new Error('Argon2id failed in the worker')));
          worker.onerror = () => reject(new Error('the worker did not start'));
          worker.postMessage({ password: 'Demo@123', salt: crypto.getRandomValues(new Uint8Array(16)), ...params, hashLength: 32 });
        });
        worker.terminate();
        times.push(performance.now() - start);
      }
      clearInterval(ticker);
      return { times, longestGap };
    },
    { url, params: { ...ARGON2_PARAMS }, runs },
  );
}

export const keyDerivationTime: Measurement = {
  name: `Key derivation at sign-in and unlock (Argon2id ${PARAMS_TEXT}, the console's worker, in Chromium)`,
  async run() {
    const url = workerUrl();
    const server = await startAppServer();
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      // WebCrypto and workers of the console's own origin: its address, not about:blank.
      await page.goto(`${server.url}/`);
      await derive(page, url, 1);
      const quick = await derive(page, url, 6);
      // DevTools' CPU slowdown reaches the page's main thread only, never a worker ("Operation is
      // only supported for pages, not workers"): the derivation itself runs at full speed.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const slow = await derive(page, url, 3);
      const best = Math.min(...quick.times);
      return {
        figure: `best ${ms(best)}, median ${ms(median(quick.times))} (6 runs: ${quick.times.map(ms).join(', ')}), in a worker: the page's main thread never waited more than ${ms(quick.longestGap)}`,
        details: [
          `at 4× CPU slowdown (main thread only): median ${ms(median(slow.times))}, main thread's longest wait ${ms(slow.longestGap)}`,
          `a CPU 4× slower throughout would take about ${ms(4 * best)} (4 × the best run: the slowdown cannot reach a worker)`,
          "from the worker's start to its answer: the script and the WebAssembly compiled, 64 MiB allocated, the derivation; run beside the login call at sign-in",
        ],
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};

/**
 * 'Desbloquear' to the cached alerts, offline, in a console reopened; `rate`: DevTools' CPU
 * slowdown, set once the lock shows (it reaches the page, not the derivation's worker).
 */
function unlockMeasurement(rate: 1 | 4, budgetMs: number): Measurement {
  return {
    name: `'Desbloquear' to the cached alerts rendered, offline, console reopened (warm service worker)${rate === 1 ? '' : `, at ${rate}× CPU slowdown`}`,
    async run() {
      const RUNS = 5;
      const BUDGET_MS = budgetMs;
      const url = workerUrl();
      const server = await startAppServer();
      const browser = await launchChromium();
      try {
        const context = await browser.newContext({
          serviceWorkers: 'allow',
          viewport: { width: 1280, height: 800 },
          locale: 'pt-BR',
          timezoneId: 'America/Sao_Paulo',
        });
        const stray = new Set<string>();
        context.on('request', (request) => {
          if (new URL(request.url()).origin !== server.url) stray.add(new URL(request.url()).host);
        });
        let page: Page = await context.newPage();
        await signIn(page, server.url);
        await page.evaluate(async () => void (await navigator.serviceWorker.ready));
        await page.goto(`${server.url}/alertas`);
        await until('the worker to control the page', () => page.evaluate(() => navigator.serviceWorker.controller !== null));
        await page.locator(CARD).first().waitFor({ timeout: 30_000 });
        await until('the alerts to be persisted', async () => (await persistedCache(page))?.includes('"alerts"') ?? false);
        await context.setOffline(true);

        const times: number[] = [];
        const openedTimes: number[] = [];
        // The first is a warm-up. Each run closes the only tab, ends the service worker (whose
        // memory holds the key for a few seconds after a page goes) and opens another tab: nothing
        // holds the key any longer, so the console starts locked, as after the browser was closed.
        for (let i = 0; i <= RUNS; i++) {
          const next = await context.newPage();
          await page.close();
          page = next;
          const cdp = await context.newCDPSession(page);
          await cdp.send('ServiceWorker.enable');
          await cdp.send('ServiceWorker.stopAllWorkers');
          await cdp.detach();
          await page.goto(`${server.url}/alertas`);
          await page.getByRole('heading', { name: 'Painel bloqueado' }).waitFor({ timeout: 30_000 });
          let throttle: CDPSession | null = null;
          if (rate !== 1) {
            throttle = await context.newCDPSession(page);
            await throttle.send('Emulation.setCPUThrottlingRate', { rate });
          }
          await page.locator('input[type=password]').fill(PASSWORD);
          await page.evaluate(() => {
            const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Desbloquear');
            button?.addEventListener('click', () => Object.assign(window, { __unlockAt: performance.now() }), { capture: true });
            // Unlocked (src/session/lockState.ts drops the attribute): the key unwrapped and the
            // session opened; what follows is the screens' own work.
            new MutationObserver((_, observer) => {
              if (document.body.hasAttribute('data-locked')) return;
              Object.assign(window, { __openedAt: performance.now() });
              observer.disconnect();
            }).observe(document.body, { attributes: true, attributeFilter: ['data-locked'] });
          });
          await page.getByRole('button', { name: 'Desbloquear' }).click();
          await page.waitForFunction((selector) => document.querySelector(selector)?.checkVisibility() === true, CARD, { timeout: 30_000, polling: 'raf' });
          const [elapsed, opened] = await page.evaluate(() => {
            const { __unlockAt, __openedAt } = window as unknown as { __unlockAt: number; __openedAt: number };
            return [performance.now() - __unlockAt, __openedAt - __unlockAt];
          });
          if (i > 0) {
            times.push(elapsed);
            openedTimes.push(opened);
          }
          await throttle?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
          await throttle?.detach();
        }
        // The derivation alone, in the console's worker on the same page, unthrottled.
        const derivation = Math.min(...(await derive(page, url, 3)).times);
        // Proof the page really was offline (the banner follows the failed probe).
        await page.getByText(/^Sem conexão desde/).waitFor({ timeout: 15_000 });
        if (stray.size > 0) throw new Error(`the console tried to reach other hosts: ${[...stray].join(', ')}`);
        const worst = Math.max(...times);
        const details = [
          `from the click to an alert card shown: the key unwrapped (Argon2id ${PARAMS_TEXT}, in a worker: ${ms(derivation)} of it at best), the session and the cache opened, restored and rendered`,
          `of it, the click to the lock gone (the key unwrapped, the session opened): median ${ms(median(openedTimes))}, worst ${ms(Math.max(...openedTimes))}; the rest is the screens' own work`,
        ];
        if (rate !== 1) {
          details.push(
            `the slowdown reaches the page, not the worker: on a CPU ${rate}× slower throughout, add about ${ms((rate - 1) * derivation)} (worst about ${ms(worst + (rate - 1) * derivation)})`,
          );
        }
        return {
          figure: `median ${ms(median(times))}, worst ${ms(worst)} over ${RUNS} unlocks`,
          budget: { limit: `≤ ${BUDGET_MS} ms`, met: worst <= BUDGET_MS },
          details,
        };
      } finally {
        await browser.close();
        await server.close();
      }
    },
  };
}

export const unlockToAlertsTime = unlockMeasurement(1, 1000);
export const unlockToAlertsTimeSlow = unlockMeasurement(4, 1500);

export const sealingCost: Measurement = {
  name: 'Extra cost of sealing one persisted save holding both full alert lists (AES-GCM)',
  async run() {
    const BUDGET_MS = 50;
    const server = await startAppServer();
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await signIn(page, server.url);
      await page.goto(`${server.url}/alertas`);
      await page.locator(CARD).first().waitFor({ timeout: 30_000 });
      await page.getByRole('tab', { name: /^Mensagens/ }).click();
      await until('both alert lists to be persisted', async () => {
        const saved = await persistedCache(page);
        return (saved?.includes('["alerts","symptoms"') && saved.includes('["alerts","messages"')) ?? false;
      });
      const saved = (await persistedCache(page)) ?? '';
      // What sealText (src/lib/vaultCrypto.ts) does on each save: encode, fresh IV, AES-GCM with
      // the owner as additional data.
      const times = await page.evaluate(async (text) => {
        const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
        const out: number[] = [];
        for (let i = 0; i < 11; i++) {
          const start = performance.now();
          const iv = crypto.getRandomValues(new Uint8Array(12));
          await crypto.subtle.encrypt(
            { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode('painel.query-cache|1:x') },
            key,
            new TextEncoder().encode(text),
          );
          if (i > 0) out.push(performance.now() - start);
        }
        return out;
      }, saved);
      const worst = Math.max(...times);
      return {
        figure: `median ${median(times).toFixed(1)} ms, worst ${worst.toFixed(1)} ms for a ${(saved.length / 1024).toFixed(0)} kB save (10 runs)`,
        budget: { limit: `≤ ${BUDGET_MS} ms`, met: worst <= BUDGET_MS },
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
