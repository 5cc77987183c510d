/**
 * How long a screen takes to render, measured two ways: a full load of its URL, and a click from
 * another screen of the app. Shared by the list and record measurements.
 */
import type { Page } from 'playwright-core';

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export interface NavigationSpec {
  /** The screen measured. */
  url: string;
  /** Runs in the page: true once the screen shows what it is for. */
  rendered: () => boolean;
  /** Where the click starts from, what shows there once it is ready, and the element clicked (CSS). */
  from: { url: string; ready: (page: Page) => Promise<void>; click: string };
}

/**
 * `runs` full loads and `runs` clicks, in ms, after one warm-up of each kind (it puts the route's
 * chunks in the HTTP cache, as a returning user has them).
 */
export async function navigationTimes(page: Page, origin: string, spec: NavigationSpec, runs: number) {
  const loads: number[] = [];
  const clicks: number[] = [];
  for (let i = 0; i <= runs; i++) {
    await page.goto(`${origin}${spec.url}`);
    await page.waitForFunction(spec.rendered, undefined, { timeout: 30_000, polling: 'raf' });
    const ms = await page.evaluate(() => performance.now());
    if (i > 0) loads.push(ms);

    await page.goto(`${origin}${spec.from.url}`);
    await spec.from.ready(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate((selector) => {
      const target = document.querySelector(selector);
      if (!(target instanceof HTMLElement)) throw new Error(`nothing to click at ${selector}`);
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      target.click();
    }, spec.from.click);
    await page.waitForFunction(spec.rendered, undefined, { timeout: 30_000, polling: 'raf' });
    const clickMs = await page.evaluate(() => performance.now() - (window as unknown as { benchStart: number }).benchStart);
    if (i > 0) clicks.push(clickMs);
  }
  return { loads, clicks };
}
