/**
 * A browser that never saw the console signs in, uses it without reloading, loses the network
 * and reloads. config.json was fetched before the service worker controlled the page, so the
 * worker's runtime cache never stored it: the kept configuration must boot it.
 */
import { describe, expect, it } from 'vitest';
import { persistedCache } from './browser';
import { ACCOUNTS, login, setupE2E, visible } from './harness';

// Each test is a browser that never saw the console: a context of its own, no worker installed.
const e2e = setupE2E({ shareContext: false });

const ALERT_CARD = /: abrir a ficha no aplicativo profissional/;

describe('first visit, then offline', () => {
  it('a reload offline with no earlier online reload shows the cached alerts under the offline banner', async () => {
    const { page, context } = e2e;
    await login(page, ACCOUNTS.withoutDashboard);
    await visible(page.getByRole('link', { name: ALERT_CARD }).first());
    // The persister writes at most once a second.
    await expect.poll(async () => (await persistedCache(page))?.includes('"alerts"') ?? false).toBe(true);
    // The worker is installed and active, but has never controlled this page (no reload).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    await context.setOffline(true);
    await page.reload();
    await visible(page.getByText(/^Sem conexão desde \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}\./));
    await visible(page.getByRole('link', { name: ALERT_CARD }).first());
    expect(await page.getByRole('heading', { name: 'Não foi possível iniciar o Painel' }).count()).toBe(0);
  });
});

describe('no network and nothing kept', () => {
  it('says the configuration could not be loaded, not that config.json is missing', async () => {
    const { page } = e2e;
    await page.route('**/config.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const alert = await visible(page.getByRole('alert'));
    await visible(alert.getByRole('heading', { name: 'Não foi possível iniciar o Painel' }));
    await visible(alert.getByText(/não há conexão com o servidor/));
    await visible(alert.getByRole('button', { name: 'Tentar novamente' }));
  });
});
