/**
 * WebKitGTK's MiniBrowser, the engine of Safari and of every browser on an iPad, through
 * WebKitWebDriver (classic WebDriver, the `webdriver` client) under its own Xvfb display
 * (`xvfb-run`). An automation session is always ephemeral: nothing survives the browser's close.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import WebDriver from 'webdriver';
import { freePort } from '../browser';
import type { Engine, EngineLauncher, EngineTab, Key, LaunchOptions, PageFunction, Viewport } from './types';

/** WebDriver's code points for the keys the journeys press (a printable key is itself). */
const WEBDRIVER_KEYS: Record<Key, string> = { ArrowDown: '\uE015', ArrowUp: '\uE013', Home: '\uE011', End: '\uE010', j: 'j', k: 'k', '/': '/' };

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

/**
 * Classic WebDriver reports no page events, so each page records its own: uncaught errors and
 * rejections, and the addresses it asked for (its resource timing entries). Run after each
 * navigation, it installs the recorder once per document and hands over, then forgets, what was
 * recorded since the last call. What a page throws before the recorder is installed (while it
 * loads) is not seen: tests/e2e/README.md's driver limits say so.
 */
const RECORDER = `
  const page = window;
  if (!page.__journeyRecorder) {
    const recorder = { errors: [], seen: 0 };
    page.__journeyRecorder = recorder;
    performance.setResourceTimingBufferSize(100000);
    // WebKit's stack has frames only: the error's own text goes first.
    const describe = (error) => (error instanceof Error ? String(error) + '\\n' + (error.stack || '') : String(error));
    page.addEventListener('error', (event) => recorder.errors.push(event.error ? describe(event.error) : String(event.message)));
    page.addEventListener('unhandledrejection', (event) => recorder.errors.push('Unhandled rejection: ' + describe(event.reason)));
  }
  const recorder = page.__journeyRecorder;
  const names = [location.href].concat(performance.getEntriesByType('resource').map((entry) => entry.name));
  const requests = names.slice(recorder.seen);
  recorder.seen = names.length;
  return { errors: recorder.errors.splice(0), requests };`;

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
  missing: () => [DRIVER, MINIBROWSER, XVFB_RUN].find((file) => !existsSync(file)) ?? null,
  async launch({ viewport, profileDir, downloadsDir }: LaunchOptions): Promise<Engine> {
    const port = await freePort();
    // MiniBrowser saves a download, under the server's file name, in the desktop's download
    // folder (XDG_DOWNLOAD_DIR), which a machine without a desktop session has not set.
    const xdgConfig = path.join(profileDir, 'xdg-config');
    mkdirSync(xdgConfig, { recursive: true });
    writeFileSync(path.join(xdgConfig, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloadsDir}"\n`);
    // Its own process group, so closing ends xvfb-run, Xvfb and the driver together.
    const driver = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1600x1200x24', DRIVER, `--port=${port}`], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TZ: 'America/Sao_Paulo', XDG_CONFIG_HOME: xdgConfig },
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
        const result = (await client.executeAsyncScript(asyncScript(fn as PageFunction<unknown, unknown>), [arg as object])) as {
          ok: boolean;
          value?: T;
          error?: string;
        };
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
      const errors: string[] = [];
      const requested: string[] = [];
      /** The tabs open, whose pages' records are collected. */
      const open = new Set<string>();
      /** Collects what the tab's page recorded (the current window must be the tab's). */
      const collect = async () => {
        const recorded = (await client.executeScript(RECORDER, []).catch(() => null)) as { errors: string[]; requests: string[] } | null;
        if (!recorded) return;
        errors.push(...recorded.errors);
        requested.push(...recorded.requests);
      };
      const collectAll = async () => {
        const back = current;
        for (const handle of open) await use(handle).then(collect);
        await use(back);
      };
      const tabOf = (handle: string): EngineTab => {
        open.add(handle);
        /** A navigation: what the page leaving recorded, then the recorder in the page arriving. */
        const navigation = (command: () => Promise<unknown>) => async () => {
          await use(handle);
          await collect();
          await command();
          await collect();
        };
        return {
          goto: async (url) => navigation(() => client.navigateTo(url))(),
          reload: navigation(() => client.refresh()),
          back: navigation(() => client.back()),
          url: async () => (await use(handle), client.getUrl()),
          evaluate: async (fn, arg) => (await use(handle), evaluate(fn, arg)),
          click: async (selector) => {
            await use(handle);
            const element = await find(selector);
            try {
              await client.elementClick(element);
            } catch (error) {
              // WebKitGTK's driver can refuse a click on an element it scrolled to as 'not
              // interactable' (seen for a form's submit button below the fold on a loaded machine):
              // centred by the page itself, the same element takes the click.
              if (!/not interactable/.test(String(error))) throw error;
              await client.executeScript("arguments[0].scrollIntoView({ block: 'center' })", [{ 'element-6066-11e4-a52e-4f735466cecf': element }]);
              await client.elementClick(element);
            }
          },
          type: async (selector, text) => (await use(handle), void (await client.elementSendKeys(await find(selector), text))),
          press: async (key) => {
            await use(handle);
            const value = WEBDRIVER_KEYS[key];
            await client.performActions([
              {
                type: 'key',
                id: 'keyboard',
                actions: [
                  { type: 'keyDown', value },
                  { type: 'keyUp', value },
                ],
              },
            ]);
            await client.releaseActions();
          },
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
              await collect();
              open.delete(handle);
              await client.closeWindow();
              await client.switchToWindow(first);
              current = first;
            },
          };
        },
        pageErrors: async () => (await collectAll(), [...errors]),
        requests: async () => (await collectAll(), [...requested]),
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
