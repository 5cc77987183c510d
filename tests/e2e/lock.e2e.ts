/**
 * Shared workstations (decision 0011): the offline cache encrypted at rest, the lock screen after idle
 * time or a closed browser, unlocking offline, nothing readable in memory while locked (the wrong
 * passwords, the swapped key and the PBKDF2 migration: tests/integration/lock.test.tsx).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserContext, type Page } from 'playwright-core';
import type { DemoServer } from '../../src/mocks/server/index';
import { guardedContext, persistedCache, resetDemo, startAppServer, workstationContext } from './browser';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  DESKTOP,
  demoConfig,
  expectAccessible,
  expectLoginScreen,
  field,
  hidden,
  login,
  nothingFor,
  setupE2E,
  snap,
  storedSession,
  tabTo,
  trackRequests,
  visible,
  waitForPath,
  WAIT_MS,
} from './harness';

const e2e = setupE2E();

const LOCK_TITLE = 'Painel bloqueado';
const ALERT_LINK = /: abrir a ficha no aplicativo profissional/;

const lockHeading = (page: Page) => page.getByRole('heading', { name: LOCK_TITLE });

/** The first patient named on the alerts page, once the cache holds it (sealed). */
async function alertsSeen(page: Page): Promise<string> {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Alertas' }).click();
  const first = await visible(page.getByRole('link', { name: ALERT_LINK }).first());
  const name = ((await first.getAttribute('aria-label')) ?? (await first.innerText())).replace(ALERT_LINK, '').trim();
  expect(name.length).toBeGreaterThan(3);
  // The persister writes at most once a second; opening the sealed copy proves the name is in it.
  await expect.poll(async () => (await persistedCache(page))?.includes(name) ?? false).toBe(true);
  return name;
}

/** Everything the origin keeps on disk or in storage, as text (binary values decoded as UTF-8). */
function storedEverywhere(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: string[] = [];
    const text = (value: unknown): string => {
      if (value instanceof ArrayBuffer) return new TextDecoder().decode(value);
      if (ArrayBuffer.isView(value)) return new TextDecoder().decode(value);
      if (typeof value === 'string') return value;
      if (value && typeof value === 'object') return Object.values(value).map(text).join('\n');
      return String(value);
    };
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open'));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store, 'readonly').objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result as unknown[]);
          all.onerror = () => reject(all.error ?? new Error('getAll'));
        });
        out.push(...values.map(text));
      }
      db.close();
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) out.push(`${storage.key(i)}=${storage.getItem(storage.key(i)!)}`);
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        out.push(request.url, (await response?.text()) ?? '');
      }
    }
    return out.join('\n');
  });
}

describe('the offline cache at rest', () => {
  it('while signed in, IndexedDB, localStorage, sessionStorage and Cache Storage hold no patient name and no token in clear text', async () => {
    const { page } = e2e;
    const answer = page.waitForResponse((response) => response.url().includes('/api/account/login'));
    await login(page, ACCOUNTS.admin);
    const body = (await (await answer).json()) as { Token: { Value: string } | string };
    const token = typeof body.Token === 'string' ? body.Token : body.Token.Value;
    const name = await alertsSeen(page);
    await page.reload();
    await visible(page.getByRole('link', { name: ALERT_LINK }).first());
    const stored = await storedEverywhere(page);
    expect(stored).toContain('painel.vault');
    expect(stored).toContain('painel.session');
    expect(stored).not.toContain(name);
    expect(stored).not.toContain(DEMO_PASSWORD);
    // The session is sealed: neither the token nor any of its three parts is readable.
    for (const part of [token, ...token.split('.')]) expect(stored).not.toContain(part);
  });
});

describe('a console that starts locked', () => {
  it('a lock screen whose code a deploy removed offers a reload, never the console behind it', async () => {
    // Without a worker: with one, the precache still holds the old chunk (and the key a while).
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const first = await context.newPage();
    await login(first, ACCOUNTS.admin);
    const name = await alertsSeen(first);
    await first.close();
    // The deploy: the lock screen's chunk of the running version is gone from the server.
    const gone = /\/assets\/LockScreen-[^/]+\.js$/;
    await context.route(gone, (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    await page.goto('/alertas');
    await visible(page.getByText('Esta tela foi atualizada no servidor. Recarregue a página para usar a nova versão.'));
    // Nothing of the console shows while the lock cannot: no patient's name, no menu.
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(name);
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
    await expectAccessible(page);
    await snap(page, 'lock-chunk-gone');
    // Reloaded on the new version (here: the chunk served again), the lock screen shows. From
    // the keyboard: the notice's one action is reached with Tab.
    await context.unroute(gone);
    await tabTo(page, page.getByRole('button', { name: 'Recarregar a página' }));
    await page.keyboard.press('Enter');
    await visible(lockHeading(page));
  });
});

describe('reopening the console after the browser was closed', () => {
  let profile: string;
  beforeAll(() => {
    profile = mkdtempSync(path.join(os.tmpdir(), 'painel-profile-'));
  });
  afterAll(() => rmSync(profile, { recursive: true, force: true }));

  /** A browser with a profile on disk, as a workstation's; reaches only the test server. */
  async function openBrowser(): Promise<{ context: BrowserContext; page: Page; blocked: string[] }> {
    // Chromium resolves no other host (CHROMIUM_ARGS): requests elsewhere are recorded, and fail.
    const { context, blocked } = await workstationContext(profile, e2e.url, { viewport: DESKTOP });
    const page = context.pages()[0] ?? (await context.newPage());
    return { context, page, blocked };
  }

  /** A day's sign-in on the workstation: the worker installed, the alerts seen and sealed, the browser closed. */
  async function signedInThenClosed(): Promise<void> {
    const first = await openBrowser();
    try {
      await login(first.page, ACCOUNTS.admin);
      await first.page.evaluate(async () => void (await navigator.serviceWorker.ready));
      await alertsSeen(first.page);
    } finally {
      await first.context.close();
    }
  }

  it('shows the lock with the user’s name; unlocking offline shows the cached alerts at once', async () => {
    await signedInThenClosed();

    const again = await openBrowser();
    try {
      await again.context.setOffline(true);
      await again.page.goto('/alertas');
      await visible(lockHeading(again.page));
      await visible(again.page.getByText('Sessão de Mariana Albuquerque.'));
      // The page behind is out of view and out of the accessibility tree.
      expect(await again.page.getByRole('link', { name: ALERT_LINK }).count()).toBe(0);
      expect(await again.page.locator('#root').isVisible()).toBe(false);
      await expectAccessible(again.page);
      await snap(again.page, 'lock-reopened');
      // While the password is typed, the screen's code, the query cache's and the derivation's
      // worker load: 'Desbloquear' waits for none of them.
      await again.page.waitForFunction(() => {
        const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
        return [/^\/assets\/alertas-[\w-]+\.js$/, /^\/assets\/queryStack-[\w-]+\.js$/, /^\/assets\/argon2\.worker-[\w-]+\.js$/].every((chunk) =>
          loaded.some((name) => chunk.test(name)),
        );
      });

      // From the keyboard: the password field has the focus; Enter unlocks.
      await again.page.keyboard.type(DEMO_PASSWORD);
      await again.page.keyboard.press('Enter');
      // Offline, so nothing waits for the network; how fast is the bench's to say ('Desbloquear'
      // to the cached alerts), not a wall-clock bound on a shared machine (decision 0024).
      await visible(again.page.getByRole('link', { name: ALERT_LINK }).first());
      await hidden(lockHeading(again.page));
      await visible(again.page.getByText(/^Sem conexão desde/));
      expect(again.blocked).toEqual([]);
    } finally {
      await again.context.close();
    }
  });
});

describe('the idle lock', () => {
  // The default idle time (15 minutes), reached by moving the pages' clock rather than waiting;
  // alerts asked for every 2 s, so a query that ran while locked would show (the badge's watcher
  // waits for a second without calls before it mounts).
  const IDLE_MS = 15 * 60_000;
  let server: DemoServer;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer({ config: demoConfig({ alertsRefreshSeconds: 2 }) });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await server.close();
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });

  /** `clock`: the pages' timers under the test's control (a held clock keeps every timer's creation stack). */
  async function openContext({ clock = true } = {}): Promise<BrowserContext> {
    await resetDemo(server.url);
    const { context, blocked } = await guardedContext(await e2e.browser(), [server.url], {
      baseURL: server.url,
      viewport: DESKTOP,
    });
    context.on('weberror', (error) => errors.push(error.error().message));
    context.setDefaultTimeout(WAIT_MS);
    contexts.push(context);
    // Fake timers that run at the real pace until a test moves them on (every page of the context).
    if (clock) await context.clock.install();
    await context.addInitScript(() => {
      const calls: (number | 'clear')[] = [];
      Object.assign(window, { __badge: calls });
      Object.assign(navigator, {
        setAppBadge: (n?: number) => Promise.resolve(void calls.push(n ?? 0)),
        clearAppBadge: () => Promise.resolve(void calls.push('clear')),
      });
    });
    context.on('close', () => expect(blocked).toEqual([]));
    return context;
  }

  const badge = (page: Page) => page.evaluate(() => (window as unknown as { __badge: (number | 'clear')[] }).__badge.at(-1));

  it('locks both tabs at once; nothing is asked for while locked; a draft leaves the document and comes back; unlocking in one tab opens both', async () => {
    const context = await openContext();
    const requests = trackRequests(context);
    const form = await context.newPage();
    await login(form, ACCOUNTS.admin);
    await form.goto('/comunicados/enviar');
    await field(form, 'Chamada').fill('Mudança no horário da quimioterapia');
    const alerts = await context.newPage();
    await alerts.goto('/alertas');
    const card = await visible(alerts.getByRole('link', { name: ALERT_LINK }).first());
    const patient = ((await card.getAttribute('aria-label')) ?? '').replace(ALERT_LINK, '').trim();
    await expect.poll(() => badge(alerts)).toBeTypeOf('number');

    // No input in either tab for the idle time: both lock on the same tick.
    await context.clock.fastForward(IDLE_MS);
    await visible(lockHeading(alerts));
    await visible(lockHeading(form));
    expect(await badge(alerts)).toBe('clear');
    // Locked means unmounted: neither tab's document holds the draft or a patient's name.
    expect(await form.evaluate(() => document.documentElement.outerHTML)).not.toContain('quimioterapia');
    expect(await alerts.getByRole('link', { name: ALERT_LINK }).count()).toBe(0);
    expect(await alerts.evaluate(() => document.documentElement.outerHTML)).not.toContain(patient);

    // Five refresh periods pass while locked: no call goes out.
    const before = requests.filter((r) => r.url.pathname.includes('/api/')).length;
    await context.clock.runFor(10_000);
    await nothingFor(alerts, 1000);
    expect(requests.filter((r) => r.url.pathname.includes('/api/')).length, 'API calls while locked').toBe(before);

    // A wrong password first: said, and counted.
    await field(alerts, 'Senha').fill('errada');
    await alerts.getByRole('button', { name: 'Desbloquear' }).click();
    await visible(alerts.getByText('Senha incorreta. Restam 4 tentativas.'));
    await field(alerts, 'Senha').fill(DEMO_PASSWORD);
    await alerts.getByRole('button', { name: 'Desbloquear' }).click();
    await hidden(lockHeading(alerts));
    // The other tab follows, its draft as it was.
    await hidden(lockHeading(form));
    expect(await field(form, 'Chamada').inputValue()).toBe('Mudança no horário da quimioterapia');
    // Queries run again.
    await expect.poll(() => requests.filter((r) => r.url.pathname.includes('/api/')).length).toBeGreaterThan(before);
    await context.close();
  });

  it('unlocking brings the Ficha back where it was left: the draft as typed, the scroll position, the focused field', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await login(page, ACCOUNTS.admin);
    await page.goto('/pacientes/editar/ficha/11');
    const allergy = await visible(field(page, 'Alergias'));
    await allergy.fill('Dipirona e iodo');
    // Scrolled to a place of its own (not the field's), the field keeping the focus.
    await allergy.evaluate((element) => element.focus({ preventScroll: true }));
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    const scrolled = 600;

    await context.clock.fastForward(IDLE_MS);
    await visible(lockHeading(page));
    expect(await page.content()).not.toContain('Dipirona e iodo');
    await field(page, 'Senha').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect.poll(() => field(page, 'Alergias').inputValue()).toBe('Dipirona e iodo');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('allergy');
    await snap(page, 'lock-unlocked-where-left');
    await context.close();
  });

  it('locked, the page keeps nothing readable in memory: a heap snapshot holds no patient, draft, chat line or token; unlocking brings the draft back', async () => {
    // The real clock: Playwright's keeps each pending timer's creation stack, and with it whatever
    // that stack's functions could reach, which is the test's memory, not the console's.
    const context = await openContext({ clock: false });
    const page = await context.newPage();
    let token = '';
    page.on('request', (request) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers().authorization ?? '');
      if (bearer) token = bearer[1]!;
    });
    await login(page, ACCOUNTS.admin);
    // A chat opened (its lines are in the query cache), then the Ficha with a draft typed.
    await page.goto('/pacientes/editar/conversas_encerradas/11');
    const chats = await visible(page.getByRole('list', { name: 'Conversas encerradas' }));
    await chats
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Ver mais/ })
      .click();
    const chat = page.getByRole('dialog');
    // The sender's name sits in the message's header row; the message's text follows that row.
    const line = (await visible(chat.getByText(/^Paciente · /).first())).locator('xpath=../../p[1]');
    const chatLine = (await line.innerText()).trim();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Ficha' }).click();
    const name = await visible(field(page, 'Nome')).then((input) => input.inputValue());
    const cpf = await field(page, 'CPF').inputValue();
    const email = await field(page, 'E-mail').inputValue();
    const draft = 'Alergia-zq7 a penicilina';
    await field(page, 'Alergias').fill(draft);
    const needles = { name, cpf, email, draft, chatLine, token };
    for (const [what, value] of Object.entries(needles)) expect(value.length, what).toBeGreaterThan(5);

    const cdp = await context.newCDPSession(page);
    /** Which needles the page's JavaScript heap holds, after a forced garbage collection. */
    const inHeap = async () => {
      await cdp.send('HeapProfiler.enable');
      await cdp.send('HeapProfiler.collectGarbage');
      const chunks: string[] = [];
      const collect = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
      cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
      // To find what holds a needle when this fails: PAINEL_HEAP_DUMP=/tmp/heap.json keeps the last snapshot.
      if (process.env.PAINEL_HEAP_DUMP) (await import('node:fs')).writeFileSync(process.env.PAINEL_HEAP_DUMP, chunks.join(''));
      const { strings } = JSON.parse(chunks.join('')) as { strings: string[] };
      return Object.entries(needles)
        .filter(([, value]) => strings.some((text) => text.includes(value)))
        .map(([what]) => what);
    };
    // Open, the heap holds every one of them: the search can find what it looks for.
    expect(await inHeap()).toEqual(Object.keys(needles));

    // Locked as another tab locks it (idle there, say): the lock record written beside this page.
    const other = await context.newPage();
    await other.goto('/favicon.svg');
    await other.evaluate(() => {
      const { userKey } = JSON.parse(localStorage.getItem('painel.session') ?? '{}') as { userKey?: string };
      localStorage.setItem('painel.lock', JSON.stringify({ userKey, at: Date.now(), failures: 0 }));
    });
    await other.close();
    await visible(lockHeading(page));
    // The draft is sealed a task after the screens unmount: waited for as its outcome, not a time.
    await expect.poll(inHeap, { timeout: WAIT_MS }).toEqual([]);
    // No global reaches the router, its context or the query client while locked.
    expect(await page.evaluate(() => '__TSR_ROUTER__' in self)).toBe(false);

    await field(page, 'Senha').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect.poll(() => field(page, 'Alergias').inputValue()).toBe(draft);
    expect(await field(page, 'Nome').inputValue()).toBe(name);
    await context.close();
  });

  it("'Sair' on the lock screen ends the session; at 768 px the lock screen fits", async () => {
    const context = await openContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 768, height: 1024 });
    await login(page, ACCOUNTS.admin);
    await context.clock.fastForward(IDLE_MS);
    await visible(lockHeading(page));
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 768)).toBe(true);
    await snap(page, 'lock-768');
    await page.getByRole('button', { name: 'Sair' }).click();
    await waitForPath(page, '/');
    await expectLoginScreen(page);
    expect(await storedSession(page)).toBeNull();
    await context.close();
  });
});
