/**
 * Severe alerts as system notifications (docs/decisions/0029-severe-alert-notifications.md), what
 * only a browser shows: the service worker's registration shows them (read back with
 * `getNotifications()`), two tabs of one sign-in make one, a click (the worker's
 * `notificationclick`, dispatched in the worker: no driver clicks a system notification) lands on
 * the alert's card, and logout closes what is shown. The permission is granted to the context.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { ACCOUNTS, TABLET, DESKTOP, expectAccessible, login, nothingFor, settle, setupE2E, snap, visible } from './harness';

const e2e = setupE2E();
const CONTROL = 'Avisar quando chegar um alerta grave';
/** The demo's worsening patient (src/mocks/lib/worsening.ts): EVA 8 above his pending EVA 4. */
const WORSENING = 'Benedito Cavalcanti';

async function openAlerts(page: Page) {
  await visible(page.getByRole('tab', { name: /^Sintomas \d+ pendentes/ }));
  await visible(page.getByRole('list', { name: 'Alertas de sintomas' }));
}

/** The console's notifications as the worker's registration lists them. */
function shown(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
  });
}

/** Resolves once the notifier's code has arrived in `page`: it reads the lists it finds as known. */
function notifierLoaded(page: Page): Promise<Response> {
  return page.waitForResponse((response) => /SevereAlertsNotifier-[^/]*\.js$/.test(new URL(response.url()).pathname));
}

async function grant(context: BrowserContext) {
  await context.grantPermissions(['notifications'], { origin: e2e.url });
}

/** Signed in on the alerts page with the notifications on, the notifier's first look taken. */
async function optedIn(page: Page) {
  await login(page, ACCOUNTS.withoutDashboard);
  await openAlerts(page);
  const loaded = notifierLoaded(page);
  const control = page.getByRole('switch', { name: CONTROL });
  // Checked once the browser has answered the permission (granted to the context).
  await control.click();
  await expect.poll(() => control.isChecked(), { timeout: 20_000 }).toBe(true);
  await loaded;
  await settle(page);
}

/** The next answer of the alert list brings the worsening patient's EVA 8: 'Atualizar' asks for it. */
async function severeAlertArrives(page: Page) {
  await settle(page);
  await e2e.control({ worsening: 1 });
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await visible(page.getByRole('link', { name: new RegExp(`^${WORSENING}:`) }).first());
}

describe('severe-alert notifications', () => {
  it('two tabs and one new severe alert make exactly one notification, without the name; logout closes it', async () => {
    const { page, context } = e2e;
    await grant(context);
    await optedIn(page);
    const second = await context.newPage();
    const loaded = notifierLoaded(second);
    await second.goto('/alertas');
    await openAlerts(second);
    // The choice is this user's on this device: the other tab has it on too.
    expect(await second.getByRole('switch', { name: CONTROL }).isChecked()).toBe(true);
    await loaded;
    await settle(second);
    expect(await shown(page)).toEqual([]);

    await severeAlertArrives(second);
    await visible(page.getByRole('link', { name: new RegExp(`^${WORSENING}:`) }).first());
    await expect.poll(() => shown(page), { timeout: 20_000 }).toHaveLength(1);
    // Both tabs read the answer; a second look (the other tab's 'Atualizar') shows nothing more.
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await settle(page);
    await nothingFor(page, 500);
    const [notification] = await shown(second);
    expect(await shown(page)).toHaveLength(1);
    expect(notification?.title).toBe('Alerta piorou: Dor, EVA 4 → 8');
    expect(JSON.stringify(notification)).not.toContain('Benedito');

    await page.goto('/logout');
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect.poll(() => shown(second), { timeout: 20_000 }).toEqual([]);
  });

  it("a click on the notification brings the tab to the alerts page with that alert's card focused", async () => {
    const { page, context } = e2e;
    await grant(context);
    await optedIn(page);
    await snapBothWidths(page);
    await severeAlertArrives(page);
    await expect.poll(() => shown(page), { timeout: 20_000 }).toHaveLength(1);
    // Elsewhere in the console when the click comes.
    await page.getByRole('link', { name: 'Pacientes' }).first().click();
    await page.waitForURL(/\/pacientes/);
    const worker = context.serviceWorkers()[0];
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await page.waitForURL((url) => url.pathname === '/alertas' && !url.searchParams.has('alerta'));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), { timeout: 20_000 })
      .toMatch(new RegExp(`^${WORSENING}: abrir a ficha`));
  });
});

/** The control at both widths, for the eye (screenshots in /tmp/painel-e2e), and axe-clean. */
async function snapBothWidths(page: Page) {
  const control = page.getByRole('switch', { name: CONTROL });
  await control.scrollIntoViewIfNeeded();
  await snap(page, 'notifications control 1280');
  await page.setViewportSize(TABLET);
  await snap(page, 'notifications control 768');
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);
}
