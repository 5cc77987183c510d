/** The dashboard's widgets against the demo API (spec 01 §2 Dashboard). */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, expectAccessible, hidden, login, requestsTo, settle, setupE2E, snap, trackRequests, visible } from './harness';
import { DASHBOARD_WIDGETS } from '../dashboardWidgets';

const e2e = setupE2E();

const WIDGETS = DASHBOARD_WIDGETS;

const FAILED = 'Não foi possivel carregar o widget.';

function widget(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

async function allLoaded(page: Page) {
  for (const title of WIDGETS) await visible(widget(page, title));
  await expect.poll(() => page.getByRole('status', { name: 'Carregando…' }).count()).toBe(0);
}

/**
 * The widgets' calls: not the top bar's addresses, nor the alert lists that the app badge's watcher
 * asks for once the console has been idle for a second (on a loaded machine, inside the window).
 */
function widgetCallsIn(seen: Parameters<typeof requestsTo>[0]) {
  return requestsTo(seen, 'api/dashboard/').filter((r) => !/\/(addresses|alerts|messages)$/.test(r.url.pathname));
}

describe('dashboard', () => {
  it('loads every widget after a token check, and draws the treatment doughnut', async () => {
    const { page, context } = e2e;
    const seen = trackRequests(context);
    await login(page, ACCOUNTS.admin);
    await allLoaded(page);
    await settle(page);
    expect(await page.getByText(FAILED).count()).toBe(0);
    // The token is checked before the widgets ask for anything. How many calls share one check
    // depends on how the load spreads over time, which a busy machine changes: that count is the
    // bench's (tests/bench/README.md: at most 2 token checks a dashboard load), not a test's.
    const firstWidgetCall = seen.findIndex((r) => widgetCallsIn([r]).length > 0);
    expect(firstWidgetCall).toBeGreaterThan(0);
    expect(requestsTo(seen.slice(0, firstWidgetCall), 'api/account/token').length).toBeGreaterThanOrEqual(1);
    const widgetCalls = widgetCallsIn(seen);
    expect(widgetCalls.length).toBe(11);
    const doughnut = widget(page, 'Tratamento').getByRole('figure', { name: 'Gráfico: Tratamento' });
    await visible(doughnut.locator('svg path').first());
    expect(await widget(page, 'Profissionais e pacientes').getByText('150', { exact: true }).count()).toBe(1);
  });

  it('changing the address refetches every widget with the new hospitalId, and says what it hides', async () => {
    const { page, context } = e2e;
    await login(page, ACCOUNTS.admin);
    await allLoaded(page);
    await settle(page);
    const seen = trackRequests(context);
    await page.getByRole('banner').getByRole('combobox', { name: 'Endereço' }).click();
    const option = page.getByRole('option').nth(2);
    const street = (await option.innerText()).trim();
    await option.click();
    await allLoaded(page);
    await settle(page);
    const calls = widgetCallsIn(seen);
    expect(new Set(calls.map((r) => r.url.pathname)).size).toBe(11);
    expect(new Set(calls.map((r) => r.url.searchParams.get('hospitalId')))).toEqual(new Set(['2']));
    // The page says what it filters by, whole, and what the other addresses hold, with the way
    // back to every address.
    const notice = await visible(page.getByRole('status').filter({ hasText: `Filtrando por ${street}` }));
    await visible(notice.getByText(/^Outros endereços têm [1-9]\d* alertas? pendentes?\.$/));
    await expectAccessible(page);
    await snap(page, 'dashboard-filtered-1280');
    await page.getByRole('button', { name: 'Ver todos os endereços' }).click();
    await hidden(page.getByText(/^Filtrando por /));
  });

  it("a widget's details are a step in history: a reload opens them again, Back closes them and stays in the console", async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await allLoaded(page);
    await page.getByRole('button', { name: 'Abrir detalhes: Pacientes com febre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pacientes com febre' });
    await visible(dialog);
    expect(new URL(page.url()).searchParams.get('detalhes')).toBe('pacientes-com-febre');
    await page.reload();
    await visible(dialog);
    await expectAccessible(page);
    await page.goBack({ waitUntil: 'commit' });
    await hidden(dialog);
    const url = new URL(page.url());
    expect([url.origin, url.pathname, url.search]).toEqual([e2e.url, '/dashboard', '']);
    await visible(page.getByRole('heading', { name: 'Bem vindo!', exact: true }));
  });
});
