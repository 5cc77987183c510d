/**
 * A tab reopened within the hand-off window (docs/security.md). The data key waits 10 s in the
 * service worker after a page of the console goes (public/sw-keyhold.js), so a closed tab
 * reopened meanwhile opens without the password, as does the address typed in a new tab once
 * the last tab closed. The console then says so, once, above the screen, with 'Sair'. A reload,
 * and a tab opened while another page of the console is open, say nothing.
 *
 * A closed tab is reopened as Ctrl+Shift+T does it: through Chromium's own tab restore, driven by
 * a two-line extension (`chrome.sessions.restore()`), since a browser shortcut cannot be pressed
 * from a page. The reopened tab gets its sessionStorage back and its history, and, as a real one,
 * no `window.name` (src/session/reopened.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserContext, type Locator, type Page, type Worker } from 'playwright-core';
import { workstationContext } from './browser';
import {
  ACCOUNTS,
  DESKTOP,
  expectAccessible,
  expectAccessibleAtBothWidths,
  expectLoginScreen,
  login,
  setupE2E,
  tabTo,
  visible,
  waitForPath,
  WAIT_MS,
} from './harness';

const e2e = setupE2E();

const NOTICE =
  'A sessão de Mariana Albuquerque continuou aberta sem pedir a senha porque o Painel foi reaberto logo depois de ser fechado. Se não foi você, clique em Sair.';
const WELCOME = 'Bem vindo!';

/** The notice's box: a status, with its text (which comes a frame after the box) and its buttons. */
const noticeOf = (page: Page): Locator => page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Fechar aviso' }) });

/** The dashboard is on screen; the notice, decided before the first render, is there with it or not at all. */
async function dashboardShown(page: Page): Promise<void> {
  await visible(page.getByRole('heading', { name: WELCOME, exact: true }));
}

async function noticeCount(page: Page): Promise<number> {
  return noticeOf(page).count();
}

describe('a new tab once the last one closed', () => {
  it('a reload and a tab beside an open one say nothing; the address typed in a new tab right after the last tab closed says the session continued', async () => {
    const { page, context } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.reload();
    await dashboardShown(page);
    expect(await noticeCount(page)).toBe(0);

    const beside = await context.newPage();
    await beside.goto('/dashboard');
    await dashboardShown(beside);
    expect(await noticeCount(beside)).toBe(0);

    // Both closed: the key waits in the worker; the next person types the address at once.
    await beside.close();
    await page.close();
    const next = await context.newPage();
    await next.goto('/dashboard');
    await dashboardShown(next);
    const notice = await visible(noticeOf(next));
    await visible(notice.getByText(NOTICE));
    await expectAccessible(next);
  });
});

describe('a closed tab reopened (Ctrl+Shift+T)', () => {
  let profile: string;
  let extension: string;
  beforeAll(() => {
    profile = mkdtempSync(path.join(os.tmpdir(), 'painel-reopen-'));
    // Reopens the last closed tab when asked, as Ctrl+Shift+T does.
    extension = path.join(profile, '..', `${path.basename(profile)}-extension`);
    mkdirSync(extension);
    writeFileSync(
      path.join(extension, 'manifest.json'),
      JSON.stringify({ manifest_version: 3, name: 'reopen', version: '1', permissions: ['sessions'], background: { service_worker: 'worker.js' } }),
    );
    writeFileSync(path.join(extension, 'worker.js'), "self.addEventListener('install', () => {});\n");
  });
  afterAll(() => {
    rmSync(profile, { recursive: true, force: true });
    rmSync(extension, { recursive: true, force: true });
  });

  /** A browser with a profile on disk and the extension; reaches only the test server. */
  async function openBrowser(): Promise<{ context: BrowserContext; page: Page; reopener: Worker; blocked: string[] }> {
    const { context, blocked } = await workstationContext(profile, e2e.url, {
      args: [`--disable-extensions-except=${extension}`, `--load-extension=${extension}`],
      ignoreDefaultArgs: ['--disable-extensions'],
      viewport: DESKTOP,
    });
    context.setDefaultTimeout(WAIT_MS);
    const isReopener = (worker: Worker) => worker.url().startsWith('chrome-extension://');
    const reopener = context.serviceWorkers().find(isReopener) ?? (await context.waitForEvent('serviceworker', { predicate: isReopener }));
    // The window keeps a tab of something else open, as Ctrl+Shift+T needs a window to reopen into.
    if (context.pages().length === 0) await context.newPage();
    const page = await context.newPage();
    return { context, page, reopener, blocked };
  }

  /** Closes the tab and has Chromium reopen it; the reopened tab, once its dashboard shows. */
  async function closeAndReopen(context: BrowserContext, reopener: Worker, tab: Page): Promise<Page> {
    await tab.close();
    const [page] = await Promise.all([
      context.waitForEvent('page'),
      // Run in the extension's worker, where `chrome.sessions` exists.
      reopener.evaluate(() =>
        (globalThis as unknown as { chrome: { sessions: { restore: () => Promise<unknown> } } }).chrome.sessions.restore().then(() => undefined),
      ),
    ]);
    await dashboardShown(page);
    return page;
  }

  it(
    'says once, above the screen, as a status, that the session continued; closed, it stays gone; Sair from the keyboard ends the session',
    { timeout: 120_000 },
    async () => {
      const browser = await openBrowser();
      try {
        const { context, reopener } = browser;
        let page = browser.page;
        await login(page, ACCOUNTS.admin);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

        page = await closeAndReopen(context, reopener, page);
        // The tab came back as a reopened tab does: loaded from its restored history entry.
        expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type)).toBe(
          'back_forward',
        );
        const notice = await visible(noticeOf(page));
        await visible(notice.getByText(NOTICE));
        // In the page's flow, under the fixed top bar: it covers nothing.
        const [bar, box, heading] = await Promise.all([
          page.getByRole('banner').boundingBox(),
          notice.boundingBox(),
          page.getByRole('heading', { name: WELCOME, exact: true }).boundingBox(),
        ]);
        expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
        expect(heading!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
        await expectAccessibleAtBothWidths(page, 'reopened-notice');

        // Closed, it is gone, and a reload of the tab says nothing.
        await notice.getByRole('button', { name: 'Fechar aviso' }).click();
        expect(await noticeCount(page)).toBe(0);
        await page.reload();
        await dashboardShown(page);
        expect(await noticeCount(page)).toBe(0);

        // Reopened once more: someone else is at the keyboard, and leaves with 'Sair'.
        page = await closeAndReopen(context, reopener, page);
        await visible(noticeOf(page).getByText(NOTICE));
        await tabTo(page, noticeOf(page).getByRole('button', { name: 'Sair' }));
        await page.keyboard.press('Enter');
        await expectLoginScreen(page);
        await waitForPath(page, '/');
        expect(browser.blocked).toEqual([]);
      } finally {
        await browser.context.close();
      }
    },
  );
});
