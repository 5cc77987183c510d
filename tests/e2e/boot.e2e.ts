/**
 * Start-up never ends in a blank page: a part that fails either degrades (IndexedDB
 * unusable: the console works online without its offline copy) or the start-up page says what
 * happened, in Portuguese, with its reload.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, expectLoginScreen, login, setupE2E, visible, waitForPath } from './harness';

const e2e = setupE2E();

const TITLE = 'Não foi possível iniciar o Painel';
const ALERT_CARD = /: abrir a ficha no aplicativo profissional/;

/** The console messages of the page's context of one type, as text. */
function consoleOf(page: Page, type: 'error' | 'warning'): string[] {
  const seen: string[] = [];
  page.context().on('console', (message) => {
    if (message.type() === type) seen.push(message.text());
  });
  return seen;
}

describe('a part of start-up fails', () => {
  it('the query stack chunk gone (a deploy) shows the start-up page; it boots once the chunk is back', async () => {
    // Without a worker (its precache would still serve the chunk); a second tab of the console
    // hands the cache key to the reloaded one.
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = consoleOf(page, 'error');
    await login(page, ACCOUNTS.withoutDashboard);
    const keeper = await context.newPage();
    await keeper.goto('/alertas');
    await visible(keeper.getByRole('link', { name: ALERT_CARD }).first());
    // With a session stored, start-up imports the query stack (and its persistence) before anything renders.
    const chunk = '**/assets/queryStack-*.js';
    await context.route(chunk, (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    const alert = await visible(page.getByRole('alert'));
    await visible(alert.getByRole('heading', { name: TITLE }));
    await visible(alert.getByText(/erro inesperado ao carregar o Painel/));
    expect(await page.getByRole('button', { name: 'Entrar' }).count()).toBe(0);
    // Logged by name and frames: the message (which names the chunk's URL) stays out.
    await expect.poll(() => errors.filter((e) => e.startsWith('Falha ao iniciar o Painel: TypeError'))).toHaveLength(1);
    expect(errors.join('\n')).not.toMatch(/Falha ao iniciar[^\n]*queryStack-/);

    await context.unroute(chunk);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await waitForPath(page, '/alertas');
    await visible(page.getByRole('link', { name: ALERT_CARD }).first());
  });

  // Installed before any script of the page runs. Two ways IndexedDB is unusable: `open` throws
  // at once (storage disabled by policy), or its request fails later.
  const unusable = {
    throws: () => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('bloqueado', 'InvalidStateError');
      };
    },
    rejects: () => {
      IDBFactory.prototype.open = function open() {
        const request = {} as { error?: DOMException; onerror?: (event: Event) => void };
        setTimeout(() => {
          request.error = new DOMException('falhou', 'UnknownError');
          request.onerror?.(new Event('error'));
        });
        return request as unknown as IDBOpenDBRequest;
      };
    },
  };

  it.each(Object.keys(unusable) as (keyof typeof unusable)[])(
    'IndexedDB unusable (open %s): sign-in, the alerts, a reload and sign-out work online, with one warning',
    async (mode) => {
      const { page, context } = e2e;
      await context.addInitScript(unusable[mode]);
      const warnings = consoleOf(page, 'warning');
      await login(page, ACCOUNTS.withoutDashboard);
      await visible(page.getByRole('link', { name: ALERT_CARD }).first());
      const idb = () => warnings.filter((w) => w.startsWith('IndexedDB indisponível'));
      expect(idb()).toEqual([expect.stringMatching(/^IndexedDB indisponível \((InvalidStateError|UnknownError)\): /)]);

      await page.reload();
      await visible(page.getByRole('link', { name: ALERT_CARD }).first());
      expect(idb()).toHaveLength(2); // one per page load

      await page.goto('/logout');
      await page.getByRole('button', { name: 'Sair', exact: true }).click();
      await expectLoginScreen(page);
    },
  );

  it('localStorage blocked by the browser: the start-up page says a session cannot be kept', async () => {
    const { page, context } = e2e;
    // What Chromium does with cookies and site data blocked: reading window.localStorage throws.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/alertas');
    const alert = await visible(page.getByRole('alert'));
    await visible(alert.getByRole('heading', { name: TITLE }));
    await visible(alert.getByText(/bloqueando o armazenamento de dados deste site/));
    await visible(alert.getByRole('button', { name: 'Tentar novamente' }));
    expect(await page.getByRole('button', { name: 'Entrar' }).count()).toBe(0);
  });
});
