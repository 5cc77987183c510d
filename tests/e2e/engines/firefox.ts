/**
 * Debian's Firefox ESR over WebDriver BiDi (puppeteer-core), headless, on a profile on disk. No
 * driver binary: Firefox speaks BiDi itself. Playwright's own Firefox build would come from its
 * CDN, which these machines cannot reach.
 */
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import type { Page } from 'puppeteer-core';
import type { Engine, EngineLauncher, EngineTab, LaunchOptions } from './types';

function firefoxPath(): string {
  return process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
}

/**
 * A typed address. On CI, under load, Firefox ESR's driver once failed a navigation from one demo
 * server to another (another origin, so another content process) with NS_BINDING_ABORTED: an abort
 * by another navigation, though the console starts none of its own (it never writes `location`).
 * So on that error alone the address must still arrive: a document loaded from that address,
 * parsed, within 15 s; if none does, the address is loaded once more, and a second failure fails
 * the journey. No other error is forgiven.
 */
async function goto(page: Page, url: string): Promise<void> {
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    return;
  } catch (error) {
    if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
  }
  const target = new URL(url).href;
  const arrived = await page
    .waitForFunction(
      // The navigation entry keeps the address the document was loaded from, whatever the router
      // wrote into the address bar since.
      (expected) => document.readyState !== 'loading' && performance.getEntriesByType('navigation')[0]?.name === expected,
      { timeout: 15_000, polling: 100 },
      target,
    )
    .then(
      () => true,
      () => false,
    );
  if (!arrived) await page.goto(url, { waitUntil: 'domcontentloaded' });
}

export const firefoxEngine: EngineLauncher = {
  name: 'firefox',
  packages: 'firefox-esr',
  keepsProfile: true,
  missing: () => (existsSync(firefoxPath()) ? null : firefoxPath()),
  async launch({ profileDir, viewport, downloadsDir }: LaunchOptions): Promise<Engine> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath(),
      headless: true,
      userDataDir: profileDir,
      defaultViewport: viewport,
      env: { ...process.env, TZ: 'America/Sao_Paulo' },
      extraPrefsFirefox: {
        'intl.accept_languages': 'pt-BR',
        'intl.locale.requested': 'pt-BR',
        // Downloads go to the folder without asking, under the server's file name.
        'browser.download.folderList': 2,
        'browser.download.dir': downloadsDir,
        'browser.download.useDownloadDir': true,
        'browser.download.always_ask_before_handling_new_types': false,
        'pdfjs.disabled': true,
        // The severe-alert notifications' journey: the permission granted (BiDi has no command
        // for it here), and shown by Firefox's own alerts, which headless can show, rather than
        // the system's, which it cannot (showNotification then fails with NS_ERROR_FAILURE).
        'permissions.default.desktop-notification': 1,
        'alerts.useSystemBackend': false,
        // Nothing of Firefox's own calls home from a closed network.
        'network.captive-portal-service.enabled': false,
        'app.update.enabled': false,
      },
    });
    const errors: string[] = [];
    const requested: string[] = [];
    const tabOf = (page: Page): EngineTab => {
      // Firefox's stack has frames only: the error's own text goes first.
      page.on('pageerror', (error) => errors.push(error instanceof Error ? `${String(error)}\n${error.stack ?? ''}` : String(error)));
      page.on('request', (request) => requested.push(request.url()));
      return {
        goto: (url) => goto(page, url),
        reload: async () => void (await page.reload({ waitUntil: 'domcontentloaded' })),
        back: async () => void (await page.goBack({ waitUntil: 'domcontentloaded' })),
        url: () => Promise.resolve(page.url()),
        evaluate: (fn, arg) => page.evaluate(fn as never, arg),
        click: (selector) => page.click(selector),
        type: (selector, text) => page.type(selector, text),
        press: (key) => page.keyboard.press(key),
        screenshot: async (file) => void (await page.screenshot({ path: file })),
        setViewport: (size) => page.setViewport(size),
      };
    };
    const tab = tabOf((await browser.pages())[0] ?? (await browser.newPage()));
    const version = (await browser.version()).replace('/', ' ');
    return {
      name: 'firefox',
      version,
      tab,
      openTab: async (url) => {
        const page = await browser.newPage();
        const opened = tabOf(page);
        await opened.goto(url);
        return { ...opened, close: () => page.close() };
      },
      pageErrors: () => Promise.resolve([...errors]),
      requests: () => Promise.resolve([...requested]),
      close: () => browser.close(),
    };
  },
};
