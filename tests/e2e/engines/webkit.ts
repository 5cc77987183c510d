/**
 * WebKitGTK's MiniBrowser, the engine of Safari and of every browser on an iPad, through
 * WebKitWebDriver (classic WebDriver, the `webdriver` client) under its own Xvfb display
 * (`xvfb-run`). An automation session is always ephemeral: nothing survives the browser's close.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import WebDriver from 'webdriver';
import { freePort } from '../browser';
import type { Engine, EngineLauncher, EngineTab, LaunchOptions, PageFunction, Viewport } from './types';

const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH || '/usr/bin/WebKitWebDriver';
const XVFB_RUN = '/usr/bin/xvfb-run';

/** Waits until the driver answers its status, or fails naming what it printed. */
async function driverReady(port: number, driver: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}: ${output()}`);
}

/** A page function as classic WebDriver's async script: the last argument is the callback. */
function asyncScript(fn: PageFunction<unknown, unknown>): string {
  return `const done = arguments[arguments.length - 1];
    Promise.resolve().then(() => (${fn.toString()})(arguments[0]))
      .then((value) => done({ ok: true, value: value === undefined ? null : value }),
            (error) => done({ ok: false, error: String(error && error.stack || error) }));`;
}

export const webkitEngine: EngineLauncher = {
  name: 'webkit',
  packages: 'webkit2gtk-driver xvfb',
  keepsProfile: false,
  downloads: false,
  missing: () => [DRIVER, MINIBROWSER, XVFB_RUN].find((file) => !existsSync(file)) ?? null,
  async launch({ viewport }: LaunchOptions): Promise<Engine> {
    const port = await freePort();
    // Its own process group, so closing ends xvfb-run, Xvfb and the driver together.
    const driver = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1600x1200x24', DRIVER, `--port=${port}`], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TZ: 'America/Sao_Paulo' },
    });
    let printed = '';
    driver.stdout?.on('data', (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-2000)));
    driver.stderr?.on('data', (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-2000)));
    const exited = new Promise<void>((resolve) => driver.once('exit', () => resolve()));
    const stop = async () => {
      try {
        if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await exited;
    };
    try {
      await driverReady(port, driver, () => printed);
      const client = await WebDriver.newSession({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'silent',
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--time-zone=America/Sao_Paulo'] },
        } as WebdriverIO.Capabilities,
      });
      // Classic WebDriver drives one window at a time: each tab's command first makes its window
      // the current one.
      let current = await client.getWindowHandle();
      const use = async (handle: string) => {
        if (handle === current) return;
        await client.switchToWindow(handle);
        current = handle;
      };
      const evaluate = async <A, T>(fn: PageFunction<A, T>, arg: A): Promise<T> => {
        const result = (await client.executeAsyncScript(asyncScript(fn as PageFunction<unknown, unknown>), [arg as object])) as { ok: boolean; value?: T; error?: string };
        if (!result.ok) throw new Error(`in the page: ${result.error ?? 'unknown error'}`);
        return result.value as T;
      };
      const find = async (selector: string): Promise<string> => {
        const found = await client.findElement('css selector', selector);
        const id = (found as Record<string, string>)['element-6066-11e4-a52e-4f735466cecf'];
        if (!id) throw new Error(`no element for ${selector}: ${JSON.stringify(found)}`);
        return id;
      };
      const setViewport = async (size: Viewport): Promise<void> => {
        // The window holds MiniBrowser's toolbar: grow it by what the page does not get.
        await client.setWindowRect(null, null, size.width, size.height);
        const inner = await evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }), null);
        await client.setWindowRect(null, null, 2 * size.width - inner.width, 2 * size.height - inner.height);
      };
      await client.setTimeouts(undefined, 60_000, 60_000);
      await setViewport(viewport);
      const version = `WebKitGTK ${String((client.capabilities as { browserVersion?: string }).browserVersion ?? '')}`;
      const tabOf = (handle: string): EngineTab => {
        const inTab = <R>(command: () => Promise<R>) => async () => {
          await use(handle);
          return command();
        };
        return {
          goto: async (url) => (await use(handle), void (await client.navigateTo(url))),
          reload: inTab(() => client.refresh().then(() => undefined)),
          back: inTab(() => client.back().then(() => undefined)),
          url: inTab(() => client.getUrl()),
          evaluate: async (fn, arg) => (await use(handle), evaluate(fn, arg)),
          click: async (selector) => (await use(handle), void (await client.elementClick(await find(selector)))),
          type: async (selector, text) => (await use(handle), void (await client.elementSendKeys(await find(selector), text))),
          screenshot: async (file) => (await use(handle), writeFileSync(file, Buffer.from(await client.takeScreenshot(), 'base64'))),
          setViewport: async (size) => (await use(handle), setViewport(size)),
        };
      };
      const first = current;
      return {
        name: 'webkit',
        version,
        tab: tabOf(first),
        openTab: async (url) => {
          const { handle } = await client.createWindow('tab');
          const opened = tabOf(handle);
          await opened.goto(url);
          return {
            ...opened,
            close: async () => {
              await use(handle);
              await client.closeWindow();
              await client.switchToWindow(first);
              current = first;
            },
          };
        },
        // Classic WebDriver reports no page events.
        pageErrors: () => null,
        requests: () => null,
        close: async () => {
          await client.deleteSession().catch(() => undefined);
          await stop();
        },
      };
    } catch (error) {
      await stop();
      throw error;
    }
  },
};
