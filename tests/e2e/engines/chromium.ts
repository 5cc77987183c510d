/** Chromium through Playwright, on a profile on disk, the back-forward cache on (as browser.ts). */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../browser';
import { chromiumPath } from '../paths';
import type { Page } from 'playwright-core';
import type { Engine, EngineLauncher, EngineTab, LaunchOptions } from './types';

export const chromiumEngine: EngineLauncher = {
  name: 'chromium',
  packages: 'chromium',
  keepsProfile: true,
  missing: () => (existsSync(chromiumPath()) ? null : chromiumPath()),
  async launch({ profileDir, viewport, downloadsDir }: LaunchOptions): Promise<Engine> {
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
      viewport,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      serviceWorkers: 'allow',
      // The severe-alert notifications' journey: the permission as a user grants it.
      permissions: ['notifications'],
      acceptDownloads: true,
      downloadsPath: downloadsDir,
    });
    const errors: string[] = [];
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    const tabOf = (page: Page): EngineTab => {
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      // A download keeps the server's file name, as the browser's own download would.
      page.on('download', (download) => void download.saveAs(`${downloadsDir}/${download.suggestedFilename()}`));
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'commit' })),
        reload: async () => void (await page.reload({ waitUntil: 'commit' })),
        back: async () => void (await page.goBack({ waitUntil: 'commit' })),
        url: () => Promise.resolve(page.url()),
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        click: (selector) => page.click(selector),
        type: (selector, text) => page.locator(selector).first().pressSequentially(text),
        press: (key) => page.keyboard.press(key),
        screenshot: async (file) => void (await page.screenshot({ path: file })),
        setViewport: (size) => page.setViewportSize(size),
      };
    };
    const tab = tabOf(context.pages()[0] ?? (await context.newPage()));
    // A persistent context has no Browser object to ask.
    const version = execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim();
    return {
      name: 'chromium',
      version,
      tab,
      openTab: async (url) => {
        const page = await context.newPage();
        const opened = tabOf(page);
        await opened.goto(url);
        return { ...opened, close: () => page.close() };
      },
      pageErrors: () => Promise.resolve([...errors]),
      requests: () => Promise.resolve([...requested]),
      close: () => context.close(),
    };
  },
};
