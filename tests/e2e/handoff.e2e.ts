/**
 * The cache key across pages, as clinics run the browser: the back-forward cache on (the suite's
 * default, launchChromium) and the service worker allowed, which holds the key for a few seconds
 * while a page of the tab changes (public/sw-keyhold.js). A reload, a typed address, Back and
 * Forward, and a second tab keep the console open; a page restored from the back-forward cache
 * after a logout elsewhere shows none of what it showed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, expectLoginScreen, hidden, login, setupE2E, visible, waitForPath } from './harness';

// A page restored from the back-forward cache fires no `load`: Back and Forward wait for the
// commit, then for what the page shows.
const e2e = setupE2E();

const LOCK_TITLE = 'Painel bloqueado';
const ALERT_LINK = /: abrir a ficha no aplicativo profissional/;
const lockHeading = (page: Page) => page.getByRole('heading', { name: LOCK_TITLE });

/** Each page records whether it came back from the back-forward cache. */
const RECORD_PAGESHOW = () => {
  addEventListener('pageshow', (event: PageTransitionEvent) => {
    (window as unknown as { restored: boolean }).restored = event.persisted;
  });
};
const restored = (page: Page) => page.evaluate(() => (window as unknown as { restored?: boolean }).restored === true);

async function alertsShown(page: Page): Promise<string> {
  const first = await visible(page.getByRole('link', { name: ALERT_LINK }).first());
  return ((await first.getAttribute('aria-label')) ?? '').replace(ALERT_LINK, '').trim();
}

/** Signed in, on the alerts, with the service worker active (the first visit installs it). */
async function signedInOnAlerts(page: Page): Promise<string> {
  await page.context().addInitScript(RECORD_PAGESHOW);
  await login(page, ACCOUNTS.admin);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Alertas' }).click();
  return alertsShown(page);
}

describe('the key crosses pages with the back-forward cache on', () => {
  it('a reload, a typed address, Back and Forward keep the console open; Back comes from the back-forward cache', async () => {
    const { page } = e2e;
    await signedInOnAlerts(page);
    await page.reload();
    await alertsShown(page);
    await page.goto('/pacientes/editar');
    await visible(page.getByRole('heading', { name: 'Pacientes', level: 1 }));
    await page.goBack({ waitUntil: 'commit' });
    await waitForPath(page, '/alertas');
    await alertsShown(page);
    expect(await restored(page)).toBe(true);
    await page.goForward({ waitUntil: 'commit' });
    await visible(page.getByRole('heading', { name: 'Pacientes', level: 1 }));
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Pacientes', level: 1 }));
    expect(await lockHeading(page).count()).toBe(0);
    // Nothing of the hand-off is left in the tab's storage.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('vault')))).toEqual([]);
  });

  it('a second tab opens beside an unlocked one', async () => {
    const { page, context } = e2e;
    await signedInOnAlerts(page);
    const second = await context.newPage();
    await second.goto('/alertas');
    await alertsShown(second);
    expect(await lockHeading(second).count()).toBe(0);
  });

  it('a page restored from the back-forward cache after a logout in another tab shows no data', async () => {
    const { page, context } = e2e;
    const name = await signedInOnAlerts(page);
    await page.goto('/pacientes/editar');
    await visible(page.getByRole('heading', { name: 'Pacientes', level: 1 }));
    const other = await context.newPage();
    await other.goto('/alertas');
    await alertsShown(other);
    await other.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Sair' }).click();
    await other.getByRole('button', { name: 'Sair' }).click();
    await expectLoginScreen(other);
    await page.goBack({ waitUntil: 'commit' });
    await expectLoginScreen(page);
    expect(await restored(page)).toBe(true);
    await hidden(page.getByRole('link', { name: ALERT_LINK }).first());
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(name);
  });
});
