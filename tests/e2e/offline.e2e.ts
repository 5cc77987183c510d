/** The console offline: the last dashboard and alerts, read-only, tied to the user (docs/behaviour.md, 'Offline'). */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SLOW_FETCH_MS } from '../../src/offline/useSlowFetch';
import { persistedCache } from './browser';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  DESKTOP,
  TABLET,
  demoConfig,
  expectAccessible,
  expectAccessibleAtBothWidths,
  expectLoginScreen,
  field,
  hidden,
  login,
  nothingFor,
  settle,
  pauseSoon,
  setupE2E,
  snap,
  visible,
  waitForPath,
} from './harness';

// A short maximum offline age so that a clock moved by two hours passes it while the token is
// valid, and a short request timeout so that a hanging call times out within the test. The idle
// lock waits longer than that clock jump: the lock has its own tests (lock.e2e.ts).
const TIMEOUT_SECONDS = 5;
const e2e = setupE2E({
  contextOptions: { serviceWorkers: 'allow' },
  config: demoConfig({ maxOfflineAgeHours: 1, requestTimeoutSeconds: TIMEOUT_SECONDS, idleLockMinutes: 600 }),
});

const FAILED = 'Não foi possivel carregar o widget.';
const PATIENTS_TOTAL = '150';
const NO_CACHED_DATA = 'Sem conexão: estes dados ainda não foram carregados neste aparelho e precisam de conexão.';
const NEEDS_CONNECTION =
  'Não foi possível conectar ao servidor: esta ação precisa de conexão. Nada do que você digitou foi perdido; tente novamente quando a conexão voltar.';

async function workerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function dashboardAndAlertsSeen(page: Page) {
  await login(page, ACCOUNTS.admin);
  await visible(page.getByRole('region', { name: 'Profissionais e pacientes' }).getByText(PATIENTS_TOTAL, { exact: true }));
  await workerControls(page);
  await visible(page.getByRole('region', { name: 'Demandas de comunicação' }).getByText(/demandas$/));
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Alertas' }).click();
  await visible(page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first());
  // Both lists, the messages too (they may answer after the symptoms); the persister writes at
  // most once a second.
  await expect
    .poll(async () => {
      const cache = (await persistedCache(page)) ?? '';
      return cache.includes('["alerts","symptoms"') && cache.includes('["alerts","messages"');
    })
    .toBe(true);
}

/** Whether the persisted cache holds the query whose key starts with `key` in the `error` state. */
async function persistedInError(page: Page, key: readonly string[]): Promise<boolean> {
  const cache = await persistedCache(page);
  if (!cache) return false;
  const queries = (JSON.parse(cache) as { clientState: { queries: { queryKey: unknown[]; state: { status: string } }[] } }).clientState.queries;
  return queries.some((q) => key.every((part, i) => q.queryKey[i] === part) && q.state.status === 'error');
}

describe('offline', () => {
  it('reloads offline twice with the last dashboard and alerts, stamped, under the offline banner; a new window opens on them; back online it refreshes', async () => {
    const { page, context } = e2e;
    await dashboardAndAlertsSeen(page);
    await context.setOffline(true);
    for (let i = 0; i < 2; i++) {
      await page.goto('/dashboard');
      await visible(page.getByText(/^Sem conexão desde \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}\./));
      const totals = page.getByRole('region', { name: 'Profissionais e pacientes' });
      await visible(totals.getByText(PATIENTS_TOTAL, { exact: true }));
      await visible(totals.getByText(/^Dados de \d{2}\/\d{2}\/\d{4}/));
      expect(await page.getByText(FAILED).count()).toBe(0);
      expect(await page.getByRole('status', { name: 'Carregando…' }).count()).toBe(0);
    }
    await page.goto('/alertas');
    await visible(page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first());
    await page.getByRole('tab', { name: /^Mensagens/ }).click();
    await visible(page.getByText('Nova mensagem do paciente').first());
    // A cold start offline (a new window) opens on the cached alerts.
    const fresh = await context.newPage();
    await fresh.goto('/alertas');
    await visible(fresh.getByText(/^Sem conexão desde/));
    await visible(fresh.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first());
    await fresh.close();

    await context.setOffline(false);
    await hidden(page.getByText(/^Sem conexão desde/));
    await hidden(page.getByText(/^Dados de /).first());
  });

  it('with the API down, the last data stays, marked, and no call storms the server', async () => {
    const { page, context } = e2e;
    await dashboardAndAlertsSeen(page);
    let apiCalls = 0;
    await context.route('**/api/**', async (route) => {
      apiCalls += 1;
      await route.abort('connectionrefused');
    });
    await page.goto('/dashboard');
    await visible(page.getByRole('region', { name: 'Profissionais e pacientes' }).getByText(PATIENTS_TOTAL, { exact: true }));
    // Fresh data needs no call; asking for new data meets the unreachable API.
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await visible(page.getByText(/^Sem conexão desde/));
    await visible(page.getByRole('region', { name: 'Profissionais e pacientes' }).getByText(PATIENTS_TOTAL, { exact: true }));
    expect(await page.getByText(FAILED).count()).toBe(0);
    const afterLoad = apiCalls;
    await nothingFor(page, 3000);
    expect(apiCalls - afterLoad).toBeLessThanOrEqual(1);
    expect(afterLoad).toBeLessThanOrEqual(3);
  });

  it('with the API hanging, the last data stays, marked stale within seconds, and gets its reload at the timeout', async () => {
    const { page, context } = e2e;
    // The page's timers run at the real pace until the test stops them. The request timeout runs
    // on them too: without AbortSignal.timeout (as on older tablets) the console times requests
    // with setTimeout (src/api/signals.ts), which the clock holds. With the browser's own, real
    // time ran on during a busy machine's waits, and the timeout came before the first check.
    await context.addInitScript(() => void delete (AbortSignal as unknown as { timeout?: unknown }).timeout);
    await context.clock.install();
    await dashboardAndAlertsSeen(page);
    await page.goto('/dashboard');
    const treatment = page.getByRole('region', { name: 'Tratamento' });
    const totals = page.getByRole('region', { name: 'Profissionais e pacientes' });
    await visible(treatment.getByText('1° Linha').last());
    await settle(page);
    await e2e.control({ failures: [{ path: 'api/dashboard/treatments', delayMs: 120_000 }] });
    // From here the page's time moves only as the test moves it.
    await pauseSoon(page, context);
    await page.getByRole('button', { name: 'Atualizar' }).click();
    // The other widgets' calls answered (on a busy machine that takes real time): only the
    // hanging one is left open before the clock moves.
    await settle(page, { open: 1 });
    // The query's notices to the screen are 0 ms timers, held with the clock: one millisecond
    // lets them render the refresh (the header's button busy), and a message through the page's
    // own MessageChannel, queued behind React's, waits until its effects, the slow-fetch timer
    // among them, have run.
    await context.clock.runFor(1);
    await visible(page.locator('button[data-loading]').first());
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    // Marked once the call has run for SLOW_FETCH_MS, before its timeout on the same clock; the
    // widgets that answered are fresh and unmarked.
    await context.clock.fastForward(SLOW_FETCH_MS);
    await visible(treatment.getByText(/^Dados de \d{2}\/\d{2}\/\d{4}/));
    await visible(treatment.getByText('1° Linha').last());
    expect(await treatment.getByText(FAILED).count()).toBe(0);
    expect(await totals.getByText(/^Dados de /).count()).toBe(0);
    // At the timeout (never retried): the widget's own error and reload, over the same data.
    await context.clock.fastForward(TIMEOUT_SECONDS * 1000);
    // Nothing after this is about time: the page's timers run at the real pace again.
    await context.clock.resume();
    await visible(treatment.getByText(FAILED));
    await visible(treatment.getByText('1° Linha').last());
    await visible(treatment.getByText(/^Dados de /));
    await e2e.control({});
    await treatment.getByRole('button', { name: 'Recarregar', exact: true }).click();
    await hidden(treatment.getByText(FAILED));
    await hidden(treatment.getByText(/^Dados de /));
    await visible(treatment.getByText('1° Linha').last());
  });

  it('with the alerts answering 5xx, both lists keep their last cards, stamped, with their reload; a malformed answer never replaces the last good data', async () => {
    const { page } = e2e;
    await dashboardAndAlertsSeen(page);
    await settle(page);
    await e2e.control({
      failures: [
        { path: 'api/dashboard/alerts', status: 503 },
        { path: 'api/dashboard/messages', status: 500 },
      ],
    });
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await visible(page.getByText('Não foi possível carregar os alertas de sintomas.'));
    await visible(page.getByRole('button', { name: 'Recarregar Alerta de Sintomas' }));
    await visible(page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first());
    await visible(page.getByText(/^Dados de /));
    await page.getByRole('tab', { name: /^Mensagens/ }).click();
    await visible(page.getByText('Não foi possível carregar os alertas de mensagens.'));
    await visible(page.getByText('Nova mensagem do paciente').first());
    // After a reload the same cards come back from the persisted cache, still marked, on the tab
    // the address names.
    await expect.poll(() => persistedInError(page, ['alerts', 'messages'])).toBe(true);
    await page.reload();
    await visible(page.getByText('Nova mensagem do paciente').first());
    await visible(page.getByText('Não foi possível carregar os alertas de mensagens.'));
    await page.getByRole('tab', { name: /^Sintomas/ }).click();
    await visible(page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first());
    await visible(page.getByText('Não foi possível carregar os alertas de sintomas.'));

    // A malformed answer never replaces the good cached data, even after a reload.
    await e2e.control({});
    await page.goto('/dashboard');
    const treatment = page.getByRole('region', { name: 'Tratamento' });
    await visible(treatment.getByText('1° Linha').last());
    await e2e.control({ failures: [{ path: 'api/dashboard/treatments', malformed: true }] });
    for (let i = 0; i < 2; i++) {
      if (i === 0) await page.getByRole('button', { name: 'Atualizar' }).click();
      else await page.reload();
      await visible(treatment.getByText(FAILED));
      await visible(treatment.getByText('1° Linha').last());
      await visible(treatment.getByText(/^Dados de /));
      // The persister has written what it would: the failure, over the last good data.
      await expect.poll(() => persistedInError(page, ['dashboard', 'treatments'])).toBe(true);
    }
  });

  it('read-only offline: a part or screen never loaded says it needs a connection, with the way to the alerts; Atualizar says why nothing happens; a write says so and keeps what was typed', async () => {
    const { page, context } = e2e;
    await dashboardAndAlertsSeen(page);
    await context.setOffline(true);
    await page.goto('/dashboard');
    await visible(page.getByText(/^Sem conexão desde .* O que já foi carregado neste aparelho aparece somente para leitura/));
    await page.getByRole('button', { name: 'Atualizar', exact: true }).click();
    await visible(page.getByText('Sem conexão: não é possível atualizar agora. Os dados são atualizados quando a conexão voltar.'));

    // Pacientes was never opened on this device: no 'Carregando…' that cannot end.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Pacientes' }).click();
    await waitForPath(page, '/pacientes');
    await visible(page.getByText(NO_CACHED_DATA));
    expect(await page.getByText('Carregando…').count()).toBe(0);
    await expectAccessible(page);
    await snap(page, 'offline-patients-1280');
    await page.setViewportSize(TABLET);
    // The side menu slides away at this width: expectAccessible waits for the slide to end.
    await expectAccessible(page);
    await snap(page, 'offline-patients-768');

    // A record never opened says the same, and the way out leads to the last alerts.
    await page.goto('/pacientes/editar/ficha/1');
    await visible(page.getByText(NO_CACHED_DATA));
    await page.getByRole('link', { name: 'Ver os últimos alertas recebidos' }).click();
    await waitForPath(page, '/alertas');
    await visible(page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first());

    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard');
    await visible(page.getByText(/^Sem conexão desde/));
    // The monthly chart was never fetched on this device: no spinner that never ends.
    await page.getByRole('button', { name: 'Abrir detalhes: Performance Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Performance Status' });
    await visible(dialog.getByText(NO_CACHED_DATA));
    await visible(dialog.getByRole('button', { name: 'Data início', exact: true }));
    await hidden(dialog.getByRole('status', { name: 'Carregando…' }));
    await dialog.getByRole('button', { name: 'Voltar' }).click();

    // Signing out needs no server (it wipes this device's copy); signing in again does.
    await page.goto('/logout');
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await expectLoginScreen(page);
    // The copy is gone with the session: the banner says only that signing in needs the connection.
    await visible(page.getByRole('status').getByText(/^Sem conexão desde .*\. Para entrar no Painel, é preciso estar conectado\.$/));
    expect(await page.getByText(/somente para leitura/).count()).toBe(0);
    await expectAccessibleAtBothWidths(page, 'offline-signed-out-login');
    const loginField = field(page, 'Login');
    const password = field(page, 'Senha');
    await loginField.fill(ACCOUNTS.admin);
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await visible(page.getByText(NEEDS_CONNECTION));
    expect(await loginField.inputValue()).toBe(ACCOUNTS.admin);
    expect(await password.inputValue()).toBe(DEMO_PASSWORD);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('API answers are never copied into Cache Storage; logout deletes the persisted data, and offline afterwards nothing is shown', async () => {
    const { page } = e2e;
    await dashboardAndAlertsSeen(page);
    // Cache Storage holds the app itself, never an API answer.
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((p) => p.includes('/api/'))).toEqual([]);
    expect(await page.evaluate(() => caches.keys())).toContain('painel-config');
    await page.goto('/logout');
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await expectLoginScreen(page);
    await expect.poll(() => persistedCache(page)).toBeNull();
    await nothingFor(page, 1500);
    expect(await persistedCache(page)).toBeNull();
    // The worker's runtime caches go too; its precache (the app itself) stays.
    const names = await page.evaluate(() => caches.keys());
    expect(names.filter((name) => !name.includes('precache'))).toEqual([]);
    expect(names.some((name) => name.includes('precache'))).toBe(true);
  });

  it('another user signing in never sees the previous user’s cache', async () => {
    const { page, context } = e2e;
    await dashboardAndAlertsSeen(page);
    // The first session ends without a logout (as a closed tab would leave it).
    await page.evaluate(() => localStorage.removeItem('painel.session'));
    await page.goto('/');
    await login(page, ACCOUNTS.hospital165, { navigate: false });
    await waitForPath(page, '/alertas');
    await context.setOffline(true);
    await page.goto('/dashboard');
    const totals = page.getByRole('region', { name: 'Profissionais e pacientes' });
    await visible(totals);
    expect(await totals.getByText(PATIENTS_TOTAL, { exact: true }).count()).toBe(0);
  });
});
