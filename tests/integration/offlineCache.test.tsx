/**
 * The persisted cache through the real route tree (docs/behaviour.md "Offline", docs/security.md): the
 * alerts shown, stamped, on a new start offline or with the API down; the offline banner coming and
 * going; the cache wiped at logout and at a 401, nothing left for the next user. Each page boots as
 * src/main.tsx does (key handed across the reload, sealed cache restored); idb-keyval in memory.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryStack } from '@/app/queryStack';
import { openSessionCache, readyQueryStack } from '@/app/queries';
import { createAppRouter } from '@/app/router';
import { wireSession } from '@/app/sessionWiring';
import { getConnectivity, initConnectivity } from '@/offline/connectivity';
import { probeApi } from '@/offline/probe';
import { createCachePersistence } from '@/offline/persistence';
import { SESSION_STORAGE_KEY, initSession, peekSession } from '@/session/store';
import { resumeAtBoot } from '@/session/lock';
import { dropKey, storedVault, vaultKey } from '@/session/vault';
import { formatAlertsStamp, formatDashboardStamp } from '@/lib/dates';
import { failPath } from '@/mocks/control';
import { signDemoToken } from '@/mocks/jwt';
import { disk } from '../unit/memoryIdb';
import { keyHoldWorkerEachTest } from '../stubs/keyHoldWorker';
import { API_BASE, USER_EVENT_OPTIONS, path, renderTree, requests, seedSession, server, testConfig } from './harness';
import { slow } from '../waits';
import { wholeAlertList } from './alertList';
import { keys, type AppQueryKey } from '@/api/keys';

vi.mock('idb-keyval', () => import('../unit/memoryIdb'));

const MAX_AGE_MS = testConfig.maxOfflineAgeHours * 3_600_000;
const IDLE_MS = testConfig.idleLockMinutes * 60_000;
const SYMPTOMS = 'Alertas de sintomas';
const LISTS = [keys.alerts.symptoms(0), keys.alerts.messages(0)] as const;
const NO_CACHED_DATA = 'Sem conexão: estes dados ainda não foram carregados neste aparelho e precisam de conexão.';
const banner = (since: number) =>
  `Sem conexão desde ${formatDashboardStamp(since)}. O que já foi carregado neste aparelho aparece somente para leitura; alterações e dados ainda não carregados precisam de conexão.`;
const bannerCopyGone = (since: number) =>
  `Sem conexão desde ${formatDashboardStamp(since)}. O navegador apagou os dados que o Painel guardava neste aparelho para uso sem conexão (após dias sem uso ou por falta de espaço): eles voltam quando a conexão voltar.`;
/** Condition waits, never measures: a loaded machine may take a while to write the sealed cache. */

const openPages = new Set<() => void>();
/** The service worker's key hold: where the key waits while a page of the tab changes. */
const keyHold = keyHoldWorkerEachTest();
beforeEach(() => {
  disk.clear();
});
afterEach(() => {
  for (const close of [...openPages]) close();
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** One page of the console, started as src/main.tsx starts it. */
async function openPage(url: string) {
  const session = initSession();
  const stopConnectivity = initConnectivity(() => probeApi(testConfig.apiUrl));
  const stack = createQueryStack({ maxAgeMs: MAX_AGE_MS, retry: false });
  const queries = readyQueryStack(stack);
  if (session) {
    // A page that signed in holds the key; a reloaded one takes it from the page before.
    if (!vaultKey(session.userKey)) expect(await resumeAtBoot(session.userKey, IDLE_MS)).toBe('open');
    await openSessionCache(queries, session.userKey);
  }
  const router = createAppRouter(
    { config: testConfig, loadQueryClient: () => Promise.resolve(stack.queryClient) },
    createMemoryHistory({ initialEntries: [url] }),
  );
  const unwire = wireSession(testConfig, queries, router);
  await router.load();
  const view = renderTree(router);
  const close = () => {
    if (!openPages.delete(close)) return;
    view.unmount();
    unwire();
    stopConnectivity();
  };
  openPages.add(close);
  return { router, stack, close, user: userEvent.setup(USER_EVENT_OPTIONS) };
}
type Page = Awaited<ReturnType<typeof openPage>>;

/** Waits until both alert lists (or the `keys` given) are on disk as the page last fetched them. */
async function keptForOffline(page: Page, keysKept: readonly AppQueryKey[] = LISTS) {
  const userKey = peekSession()!.userKey;
  const live = page.stack.queryClient;
  await waitFor(async () => {
    expect(live.isFetching()).toBe(0);
    const copy = new QueryClient();
    await createCachePersistence(copy, MAX_AGE_MS).restore(userKey);
    for (const key of keysKept) {
      expect(live.getQueryData(key)).toBeDefined();
      expect(copy.getQueryState(key)?.dataUpdatedAt).toBe(live.getQueryState(key)?.dataUpdatedAt);
    }
  }, slow);
}

/** The page goes (a reload): it leaves its key with the service worker for the tab's next page, which starts with nothing in memory. */
function reload(page: Page, url: string) {
  window.dispatchEvent(new PageTransitionEvent('pagehide'));
  // Unwiring a test's page forgets the key and tells the worker to: a page that goes away does
  // neither, so the worker is out of reach meanwhile.
  keyHold.pageGoes(() => {
    page.close();
    dropKey();
  });
  return openPage(url);
}

/** The patients' names on the cards of the list shown, once every card is in the page. */
async function cardNames(listName: string) {
  return (await wholeAlertList(listName)).map((item) => within(item).getByRole('heading', { level: 2 }).textContent);
}

/** Signed in, the alerts page seen and both lists kept on disk: the names on the symptom cards. */
async function alertsKept() {
  await seedSession();
  const page = await openPage('/alertas');
  const names = await cardNames(SYMPTOMS);
  await keptForOffline(page);
  return { page, names };
}

const fetched = (page: Page, key: (typeof LISTS)[number]) => page.stack.queryClient.getQueryState<{ items: { Name: string }[] }>(key)!;
const apiDown = () => server.use(http.all(`${API_BASE}api/*`, () => HttpResponse.error()));

describe('the licence counts kept for offline use', () => {
  it('a new start offline shows the patients list badge at once, as last received', async () => {
    await seedSession();
    const first = await openPage('/pacientes');
    const badge = (await screen.findByText(/ de \d+ licenças disponíveis$/, {}, slow)).textContent;
    await keptForOffline(first, [keys.licences.all]);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    apiDown();
    await reload(first, '/pacientes');
    expect(await screen.findByText(badge, {}, slow)).toBeInTheDocument();
    expect(screen.queryByLabelText('Licenças de pacientes')).toBeNull();
  });
});

describe('alerts kept for offline use', () => {
  it('a new start offline shows the cached cards, stamped with when they were fetched, under the read-only banner; online again, both go', async () => {
    const { page: first, names } = await alertsKept();
    const [symptoms, messages] = LISTS.map((key) => fetched(first, key));

    // Ten minutes later, without a network, the API out of reach too.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(symptoms!.dataUpdatedAt + 10 * 60_000);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    apiDown();
    requests.length = 0;
    const { user } = await reload(first, '/alertas');
    expect(await cardNames(SYMPTOMS)).toEqual(names);
    expect(await screen.findByText(banner(getConnectivity().since!), {}, slow)).toBeInTheDocument();
    expect(screen.getByText(`Dados de ${formatDashboardStamp(symptoms!.dataUpdatedAt)}`)).toBeInTheDocument();
    expect(formatDashboardStamp(getConnectivity().since!)).not.toBe(formatDashboardStamp(symptoms!.dataUpdatedAt));
    const newest = Math.max(symptoms!.dataUpdatedAt, messages!.dataUpdatedAt);
    expect(screen.getByText(`Atualizado em ${formatAlertsStamp(newest)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Mensagens/ }));
    expect((await cardNames('Alertas de mensagens'))[0]).toBe(messages!.data!.items[0]!.Name);
    expect(screen.getByText(`Dados de ${formatDashboardStamp(messages!.dataUpdatedAt)}`)).toBeInTheDocument();
    // Read from this device only: nothing was asked of the API.
    expect(requests.filter((r) => r.path.startsWith('/api/'))).toEqual([]);

    server.resetHandlers();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/^Sem conexão desde/)).toBeNull(), slow);
    await waitFor(() => expect(screen.queryByText(/^Dados de /)).toBeNull(), slow);
    // The stamp goes as soon as the fetch starts; the request itself is the outcome to wait for.
    await waitFor(() => expect(requests.some((r) => r.path === '/api/dashboard/messages')).toBe(true), slow);
  });

  it('with the API unreachable, the restored cards stay, marked, under the banner; the probe finding the API removes it', async () => {
    const { page: first, names } = await alertsKept();
    const fetchedAt = fetched(first, LISTS[0]).dataUpdatedAt;

    // The probe's 10 s interval is ours to move; every wait below is on the page's DOM.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    apiDown();
    await reload(first, '/alertas');
    expect(await screen.findByText(/^Sem conexão desde /, {}, slow)).toHaveTextContent(banner(getConnectivity().since!));
    expect(await cardNames(SYMPTOMS)).toEqual(names);
    expect(screen.getByText(`Dados de ${formatDashboardStamp(fetchedAt)}`)).toBeInTheDocument();

    server.resetHandlers();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(screen.queryByText(/^Sem conexão desde/)).toBeNull(), slow);
    expect(await cardNames(SYMPTOMS)).toEqual(names);
  });

  it('a copy the browser deleted is said to be gone, under the banner; back online, it is kept again', async () => {
    const { page: first, names } = await alertsKept();
    // The browser deletes the site's IndexedDB (Safari after seven days unused, any engine short
    // of disk); the session in localStorage stays.
    disk.clear();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    apiDown();
    const second = await reload(first, '/alertas');
    expect(await screen.findByText(bannerCopyGone(getConnectivity().since!), {}, slow)).toBeInTheDocument();
    for (const name of names) expect(screen.queryByText(name)).toBeNull();
    // The page saves its (empty) cache meanwhile: that is no copy to read, and the banner stays.
    await waitFor(() => expect(disk.size).toBeGreaterThan(0), slow);
    await second.stack.persistence.written();
    expect(screen.getByText(bannerCopyGone(getConnectivity().since!))).toBeInTheDocument();

    // Online, the lists come back and are kept again: the next offline start shows them.
    server.resetHandlers();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await cardNames(SYMPTOMS)).toEqual(names);
    await keptForOffline(second);
    onLine.mockReturnValue(false);
    apiDown();
    await reload(second, '/alertas');
    expect(await cardNames(SYMPTOMS)).toEqual(names);
    expect(await screen.findByText(banner(getConnectivity().since!), {}, slow)).toBeInTheDocument();
  });

  it('a copy the browser deleted is said to be gone with the API down and the browser saying it is online', async () => {
    // navigator.onLine stays true (a server down, a broken route): the console learns it is
    // offline from its calls, after the page has saved what it writes for itself (the alerts
    // seen). That save is no copy of the server's data (seen in WebKit).
    const { page: first } = await alertsKept();
    disk.clear();
    // The API's calls hang, then fail once the page has saved: the save comes while the console
    // still counts itself online, as on a machine whose server stopped answering.
    let fail = () => {};
    const failing = new Promise<void>((resolve) => (fail = resolve));
    server.use(http.all(`${API_BASE}api/*`, async () => (await failing, HttpResponse.error())));
    const second = await reload(first, '/alertas');
    await waitFor(() => expect(disk.size).toBeGreaterThan(0), slow);
    await second.stack.persistence.written();
    expect(getConnectivity().online).toBe(true);
    fail();
    await waitFor(() => expect(getConnectivity().since).not.toBeNull(), slow);
    expect(await screen.findByText(bannerCopyGone(getConnectivity().since!), {}, slow)).toBeInTheDocument();
  });
});

/** Another user of the same institution signs in on this device and starts offline. */
async function nextUserStartsOffline(previous: (string | null)[]) {
  await seedSession({ name: 'Carlos Menezes', token: await signDemoToken({ sub: 'medico@painel.demo', FeaturesId: [3, 4, 5], InstitutionId: 1 }) });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  apiDown();
  await openPage('/alertas');
  expect(await screen.findByText(NO_CACHED_DATA, {}, slow)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: SYMPTOMS })).toBeNull();
  // Wiped by the console at the end of the last session, not deleted by the browser: the plain
  // banner, nothing said to be gone.
  expect(await screen.findByText(/^Sem conexão desde /, {}, slow)).toHaveTextContent(banner(getConnectivity().since!));
  for (const name of previous) expect(screen.queryByText(name!)).toBeNull();
}

/** Nothing of the session is left on disk, not even a save that was on its way. */
async function wiped(page: Page) {
  await waitFor(() => expect([...disk.keys()]).toEqual([]), slow);
  await page.stack.persistence.written();
  expect([...disk.keys()]).toEqual([]);
  expect(storedVault()).toBeNull();
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
}

describe('the cache wiped at the end of a session', () => {
  it('logout deletes it; the next user on the device sees nothing of it', async () => {
    const { page, names } = await alertsKept();
    await page.user.click(within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', { name: 'Sair' }));
    await page.user.click(await screen.findByRole('button', { name: 'Sair' }, slow));
    await waitFor(() => expect(path(page.router)).toBe('/'), slow);
    await wiped(page);
    page.close();
    await nextUserStartsOffline(names);
  });

  it('a session the server rejects (401) deletes it too', async () => {
    const { page, names } = await alertsKept();
    failPath({ path: 'api/account/token', status: 401 });
    await page.user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Sessão expirada. Realize o login novamente.', {}, slow)).toBeInTheDocument();
    expect(path(page.router)).toBe('/');
    await wiped(page);
    page.close();
    await nextUserStartsOffline(names);
  });
});
