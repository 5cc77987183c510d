/**
 * Patient record tabs (decision 0008): switching between two tabs that have both loaded once renders
 * the other tab within 100 ms: from the click on the tab (made in the page) to the first animation
 * frame where its content is there (polled in the page).
 */
import type { Page } from 'playwright-core';
import { launchChromium, startAppServer } from '../e2e/browser';
import type { Measurement } from './measurement';
import { median } from './navigation';
import { assertNoStrayHosts, signedInPage } from './pageState';

const BUDGET_MS = 100;
const ROUNDS = 5;
const PATIENT = 11;

/** Each tab, and a CSS selector present once its content (not its loading line) is on screen. */
const TABS = {
  Registros: 'ul[aria-label="Registros do paciente"] li',
  'Evolução Clínica': 'figure svg circle',
  'Conversas Encerradas': 'ul[aria-label="Conversas encerradas"] li',
  Anexos: 'table[aria-label="Anexos do paciente"] tbody tr',
} as const;
type TabName = keyof typeof TABS;

const PAIRS: [TabName, TabName][] = [
  ['Registros', 'Anexos'],
  ['Evolução Clínica', 'Conversas Encerradas'],
];

async function switchTo(page: Page, tab: TabName): Promise<number> {
  await page.evaluate((name) => {
    const target = [...document.querySelectorAll<HTMLElement>('[role=tab]')].find((t) => t.textContent?.trim() === name);
    if (!target) throw new Error(`no tab ${name}`);
    (window as unknown as { benchStart: number }).benchStart = performance.now();
    target.click();
  }, tab);
  await page.waitForFunction((ready) => document.querySelector(ready) !== null, TABS[tab], { timeout: 10_000, polling: 'raf' });
  return page.evaluate(() => performance.now() - (window as unknown as { benchStart: number }).benchStart);
}

export const tabSwitchTime: Measurement = {
  name: 'Switching between two loaded patient record tabs',
  async run() {
    const server = await startAppServer();
    const browser = await launchChromium();
    const strayHosts = new Set<string>();
    try {
      const page = await signedInPage(browser, server.url, strayHosts);
      const lines: string[] = [];
      let worst = 0;
      for (const [a, b] of PAIRS) {
        await page.goto(`${server.url}/pacientes/editar/ficha/${PATIENT}`);
        await page.getByRole('tab', { name: 'Ficha' }).waitFor();
        // Both tabs once, so that their code and data are there, as a user who came back finds them.
        await switchTo(page, a);
        await switchTo(page, b);
        const times: Record<TabName, number[]> = { Registros: [], 'Evolução Clínica': [], 'Conversas Encerradas': [], Anexos: [] };
        for (let round = 0; round < ROUNDS; round++) {
          times[a].push(await switchTo(page, a));
          times[b].push(await switchTo(page, b));
        }
        for (const tab of [a, b]) {
          const m = median(times[tab]);
          worst = Math.max(worst, m);
          lines.push(`to ${tab} (from ${tab === a ? b : a}): median ${m.toFixed(0)} ms; runs ${times[tab].map((t) => t.toFixed(0)).join(', ')}`);
        }
      }
      assertNoStrayHosts(strayHosts, 'the record tabs');
      return {
        figure: `slowest median ${worst.toFixed(0)} ms`,
        budget: { limit: `≤ ${BUDGET_MS} ms`, met: worst <= BUDGET_MS },
        details: lines,
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
