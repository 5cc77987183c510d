/**
 * Pending alerts stay fresh without 'Atualizar' (decision 0002): refetched every alertsRefreshSeconds
 * (2 s here) while visible and online, tab counts and the dashboard's alert-driven widgets
 * follow, new arrivals are marked until seen, the app icon's badge counts them, and an answer
 * marked `Cache-Control: painel-no-offline` never reaches IndexedDB while plain no-store ones do.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { persistedCache } from './browser';
import {
  ACCOUNTS,
  demoConfig,
  expectAccessible,
  frames,
  login,
  nothingFor,
  pauseSoon,
  requestsTo,
  setupE2E,
  trackRequests,
  visible,
  waitForPath,
} from './harness';

const REFRESH_SECONDS = 2;
const e2e = setupE2E({ config: demoConfig({ alertsRefreshSeconds: REFRESH_SECONDS }) });

/** The seed of institution 1 (src/mocks/README.md): pending symptom alerts and messages. */
const SYMPTOMS = 29;
const MESSAGES = 15;

/** A tab by its count and new ones; how many are overdue depends on the seed's times and the clock. */
const tab = (page: Page, name: string) => {
  const [head, novos = ''] = name.split(', ');
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('tab', { name: new RegExp(`^${escape(head ?? '')}${novos ? `, ${escape(novos)}` : ''}( · \\d+ atrasados?)?$`) });
};

async function openAlerts(page: Page) {
  await login(page, ACCOUNTS.withoutDashboard);
  await visible(tab(page, `Sintomas ${SYMPTOMS} pendentes`));
  await visible(tab(page, `Mensagens ${MESSAGES} pendentes`));
}

/** Scrolls the virtualised list until a card marked new is rendered. */
async function findNewCard(page: Page) {
  const fresh = page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional, novo$/ });
  for (let i = 0; i < 30 && (await fresh.count()) === 0; i++) {
    await page.mouse.wheel(0, 600);
    await frames(page);
  }
  return visible(fresh.first());
}

/** How many alerts of `kind` the persisted cache records as seen (the sealed copy, opened). */
async function persistedSeen(page: Page, kind: 'symptoms' | 'messages'): Promise<number> {
  const cache = await persistedCache(page);
  if (!cache) return 0;
  const queries = (JSON.parse(cache) as { clientState: { queries: { queryKey: unknown[]; state: { data?: { keys?: unknown[] } } }[] } }).clientState.queries;
  const seen = queries.find((q) => q.queryKey[0] === 'alerts-seen' && q.queryKey[1] === kind);
  return seen?.state.data?.keys?.length ?? 0;
}

describe('alerts that stay fresh', () => {
  it('a new alert appears without pressing Atualizar, counted and marked new until seen', async () => {
    const { page } = e2e;
    await openAlerts(page);
    await e2e.seedAlerts({ symptoms: 1, messages: 1 });
    // Counts follow by themselves; the other tab says some are new.
    await visible(tab(page, `Sintomas ${SYMPTOMS + 1} pendentes`));
    await visible(tab(page, `Mensagens ${MESSAGES + 1} pendentes, 1 novo`));
    const card = await findNewCard(page);
    await visible(card.locator('xpath=ancestor::*[@role="listitem"]').getByText('Novo', { exact: true }));
    await expectAccessible(page);

    // Looking at the messages marks the symptoms seen; the new message is marked in its list.
    await tab(page, `Mensagens ${MESSAGES + 1} pendentes, 1 novo`).click();
    await visible(tab(page, `Sintomas ${SYMPTOMS + 1} pendentes`));
    await findNewCard(page);
    await tab(page, `Sintomas ${SYMPTOMS + 1} pendentes`).click();
    await visible(tab(page, `Mensagens ${MESSAGES + 1} pendentes`));
    // Seen, and remembered across a reload (kept with the persisted cache).
    await expect.poll(() => persistedSeen(page, 'messages')).toBe(MESSAGES + 1);
    await page.reload();
    await visible(tab(page, `Mensagens ${MESSAGES + 1} pendentes`));
    expect(await page.getByRole('link', { name: /, novo$/ }).count()).toBe(0);
  });

  it("the dashboard's alert-driven widgets follow without 'Atualizar'", async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    const demands = page.getByRole('region', { name: 'Demandas de comunicação', exact: true });
    const figure = await visible(demands.getByText(/^\d+ demandas$/));
    const before = Number((await figure.textContent())?.split(' ')[0]);
    await e2e.seedAlerts({ messages: 2 });
    await visible(demands.getByText(`${before + 2} demandas`, { exact: true }));
  });

  it('no polling while the page is hidden or offline; at once when it comes back', async () => {
    const { page, context } = e2e;
    await context.clock.install();
    await openAlerts(page);
    const seen = trackRequests(context);
    const calls = () => requestsTo(seen, 'api/dashboard/alerts').length;
    // The clock flows after install: the lead, committed in a transition a moment after the lock,
    // may set the interval after this step, and then polls a period later.
    await context.clock.runFor(REFRESH_SECONDS * 1000);
    await expect.poll(calls, { timeout: 20_000 }).toBeGreaterThan(0);

    // Hidden, with the clock stopped: two refresh periods run on it and ask for nothing. (The
    // browser's own visibilitychange bubbles to window, where TanStack Query listens.)
    await pauseSoon(page, context);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await nothingFor(page, 300);
    const hiddenFrom = calls();
    await context.clock.runFor(REFRESH_SECONDS * 2000 + 500);
    await nothingFor(page, 500);
    expect(calls()).toBe(hiddenFrom);
    // Visible again: asked at once, since the stopped clock cannot have run a refresh period.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await expect.poll(calls).toBeGreaterThan(hiddenFrom);

    await context.setOffline(true);
    await nothingFor(page, 300);
    const offlineFrom = calls();
    await context.clock.runFor(REFRESH_SECONDS * 2000 + 500);
    await nothingFor(page, 500);
    expect(calls()).toBe(offlineFrom);
    await context.clock.resume();
    await context.setOffline(false);
    await expect.poll(calls).toBeGreaterThan(offlineFrom);
  });

  it("the app icon's badge shows the pending alerts and is cleared on logout", async () => {
    const { page } = e2e;
    await page.addInitScript(() => {
      const calls: (number | 'clear')[] = [];
      Object.assign(window, { __badge: calls });
      Object.assign(navigator, {
        setAppBadge: (n?: number) => Promise.resolve(void calls.push(n ?? 0)),
        clearAppBadge: () => Promise.resolve(void calls.push('clear')),
      });
    });
    const badge = () => page.evaluate(() => (window as unknown as { __badge: (number | 'clear')[] }).__badge.at(-1));
    await openAlerts(page);
    await expect.poll(badge).toBe(SYMPTOMS + MESSAGES);
    await e2e.seedAlerts({ symptoms: 2 });
    await expect.poll(badge).toBe(SYMPTOMS + MESSAGES + 2);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Sair' }).click();
    await waitForPath(page, '/logout');
    await page.getByRole('button', { name: 'Sair' }).click();
    await waitForPath(page, '/');
    await expect.poll(badge).toBe('clear');
  });

  it('alerts answered with a plain Cache-Control: no-store, as every demo API answer, are in the sealed IndexedDB copy', async () => {
    const { page } = e2e;
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/api/dashboard/alerts') && response.ok());
    await openAlerts(page);
    expect((await answered).headers()['cache-control']).toBe('no-store');
    // The persister writes at most once a second: the symptom alerts' list lands in the sealed copy.
    await expect.poll(async () => (await persistedCache(page))?.includes('["alerts","symptoms"') ?? false).toBe(true);
  });

  it('an answer marked painel-no-offline is absent from IndexedDB after two refetches that change it', async () => {
    const { page, context } = e2e;
    await e2e.control({ answerHeaders: [{ path: 'api/dashboard/alerts', headers: { 'Cache-Control': 'no-store, painel-no-offline' } }] });
    const seen = trackRequests(context);
    await openAlerts(page);
    for (const expected of [SYMPTOMS + 1, SYMPTOMS + 2]) {
      await e2e.seedAlerts({ symptoms: 1 });
      await visible(tab(page, `Sintomas ${expected} pendentes`));
    }
    expect(requestsTo(seen, 'api/dashboard/alerts').length).toBeGreaterThanOrEqual(3);
    // The persister writes at most once a second; the messages (plain no-store) are kept.
    await expect.poll(async () => (await persistedCache(page))?.includes('["alerts","messages"') ?? false).toBe(true);
    await nothingFor(page, 1500);
    expect(await persistedCache(page)).not.toContain('["alerts","symptoms"');
  });
});
