import { afterEach, describe, expect, it, vi } from 'vitest';
import { keys } from '@/api/keys';
import { act, screen, waitFor } from '@testing-library/react';
import { isLocked, lockNow, resumeAtBoot, unlock, watchLock } from '@/session/lock';
import { whenOpen } from '@/session/lockState';
import { SESSION_STORAGE_KEY, endSession, initSession, peekSession, peekShell } from '@/session/store';
import { dropKey, prepareVault, storedVault, unwrapStoredKey, vaultKey } from '@/session/vault';
import { claimParkedKey } from '@/session/keyPark';
import { exportDataKey, toBase64 } from '@/lib/vaultCrypto';
import { ARGON2_PARAMS } from '@/lib/vaultKdf';
import { keyHoldWorkerEachTest, leaveKeyWithWorker } from '../stubs/keyHoldWorker';
import { renderApp, path, requests, seedSession, SEED_PASSWORD, testConfig } from './harness';
import { CHEAP_ARGON2, pbkdf2Record } from '../vaultFixtures';

const LOCK_TITLE = 'Painel bloqueado';
const IDLE_MS = testConfig.idleLockMinutes * 60_000;

/** Another tab writing the shared lock record, as the `storage` event brings it here. */
function otherTabWrites(key: string, value: string | null) {
  act(() => {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  });
}

const keyHold = keyHoldWorkerEachTest();

afterEach(() => {
  vi.useRealTimers();
  // The start-up tests lock without an app: unwiring a watcher leaves nothing held or locked.
  watchLock(IDLE_MS)();
});

/** The tab's next page: the page before took its memory with it, and told the worker nothing. */
function nextPage() {
  keyHold.pageGoes(dropKey);
}

/** Every value the page's storage holds, as text. */
function everythingStored(): string {
  const all: string[] = [];
  for (const store of [localStorage, sessionStorage]) {
    for (let i = 0; i < store.length; i += 1) all.push(store.key(i)!, store.getItem(store.key(i)!)!);
  }
  return all.join('\n');
}

/** Real time's timers, taken before any test holds the clock. */
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;

/** `promise`, or a failure naming `what` after `ms` of real time, whatever the test's clock does. */
function withinRealTime<T>(promise: Promise<T>, what: string, ms = 10_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = realSetTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => realClearTimeout(timer));
  });
}

describe('the lock screen', () => {
  it('unmounts the screens: the locked document holds no patient, shown or hidden; the right password brings them back', async () => {
    await seedSession({ name: 'Ana Beatriz Souza' });
    const { user } = await renderApp('/alertas');
    const card = (await screen.findAllByRole('link', { name: /: abrir a ficha no aplicativo profissional$/ }))[0]!;
    const patient = card.getAttribute('aria-label')!.replace(/: abrir a ficha no aplicativo profissional$/, '');
    expect(document.body.textContent).toContain(patient);
    act(() => lockNow());
    expect(document.body).toHaveAttribute('data-locked');
    expect(await screen.findByRole('heading', { name: LOCK_TITLE })).toBeInTheDocument();
    expect(screen.getByText('Sessão de Ana Beatriz Souza.')).toBeInTheDocument();
    // Nothing of the screens is left: no text, no attribute, no field value names the patient.
    expect(card.isConnected).toBe(false);
    expect(document.documentElement.outerHTML).not.toContain(patient);
    expect([...document.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value).join('\n')).not.toContain(patient);
    // Nor in memory: the key, the token and the user are gone; the shell names whose session it is.
    expect(vaultKey(peekShell()!.userKey)).toBeNull();
    expect(peekSession()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Senha/), SEED_PASSWORD);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: LOCK_TITLE })).toBeNull());
    expect(document.body).not.toHaveAttribute('data-locked');
    expect(isLocked()).toBe(false);
    expect(vaultKey(peekSession()!.userKey)).not.toBeNull();
    expect(await screen.findByRole('link', { name: `${patient}: abrir a ficha no aplicativo profissional` })).toBeInTheDocument();
  });

  it('counts wrong passwords down; the fifth ends the session and wipes it, with its reason on login', async () => {
    await seedSession();
    const { user, router } = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bem vindo!' });
    act(() => lockNow());
    const field = await screen.findByLabelText(/^Senha/);
    for (const remaining of [4, 3, 2]) {
      await user.clear(field);
      await user.type(field, `errada${remaining}{Enter}`);
      expect(await screen.findByText(`Senha incorreta. Restam ${remaining} tentativas.`)).toBeInTheDocument();
      // What was typed stays, selected, to be typed over.
      expect(field).toHaveValue(`errada${remaining}`);
    }
    await user.clear(field);
    await user.type(field, 'errada1{Enter}');
    expect(await screen.findByText(/^Senha incorreta. Resta 1 tentativa: depois dela/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'errada0{Enter}');
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(router.state.location.search).toEqual({ message: 'lockedOut' });
    expect(await screen.findByText(/^Sessão encerrada após cinco senhas incorretas/)).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(storedVault()).toBeNull();
    expect(localStorage.getItem('painel.lock')).toBeNull();
    expect(isLocked()).toBe(false);
  });

  it('a derivation the device cannot run (its memory refused) says so and counts no try; the next one unlocks', async () => {
    await seedSession();
    const { user } = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bem vindo!' });
    act(() => lockNow());
    const field = await screen.findByLabelText(/^Senha/);
    // The derivation's worker starts and answers that it failed, as one out of memory does.
    class WorkerWithoutMemory {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      postMessage() {
        queueMicrotask(() => this.onmessage?.({ data: { ok: false } }));
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', WorkerWithoutMemory);
    await user.type(field, `${SEED_PASSWORD}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Não foi possível verificar a senha neste aparelho agora.*Esta tentativa não foi contada\.$/);
    expect(screen.queryByText(/Senha incorreta/)).toBeNull();
    expect(localStorage.getItem('painel.lock')).toMatch(/"failures":0/);
    expect(field).toHaveValue(SEED_PASSWORD);

    vi.unstubAllGlobals();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: LOCK_TITLE })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Bem vindo!' })).toBeInTheDocument();
  });

  it("'Sair' ends the session as logout does", async () => {
    await seedSession();
    const { user, router } = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bem vindo!' });
    act(() => lockNow());
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(storedVault()).toBeNull();
  });
});

describe('idle time and other tabs', () => {
  it('locks after idleLockMinutes without input; input pushes it back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await seedSession();
    await renderApp('/dashboard');
    await act(() => vi.advanceTimersByTimeAsync(IDLE_MS - 60_000));
    expect(isLocked()).toBe(false);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await act(() => vi.advanceTimersByTimeAsync(IDLE_MS - 2_000));
    expect(isLocked()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(isLocked()).toBe(true);
  });

  it('input in another tab counts too', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await seedSession();
    await renderApp('/dashboard');
    await act(() => vi.advanceTimersByTimeAsync(IDLE_MS - 5_000));
    localStorage.setItem('painel.activity', String(Date.now()));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(isLocked()).toBe(false);
  });

  it('a lock written by another tab locks this one at once; while locked no query runs', async () => {
    await seedSession();
    const { queryClient } = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bem vindo!' });
    const userKey = peekSession()!.userKey;
    otherTabWrites('painel.lock', JSON.stringify({ userKey, at: Date.now(), failures: 0 }));
    expect(isLocked()).toBe(true);
    expect(await screen.findByRole('heading', { name: LOCK_TITLE })).toBeInTheDocument();
    const before = requests.length;
    // The screens are gone, and every answer with them: the cache is emptied once they have
    // unmounted (the task after the lock), so a busy machine may show the heading first.
    await waitFor(() => expect(queryClient.getQueryCache().findAll()).toEqual([]));
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    // A query asked for while locked waits, paused as offline, without calling the API.
    const probe = keys.addresses.all;
    act(() => void queryClient.prefetchQuery({ queryKey: probe, queryFn: () => fetch('/api/institution/address').then((r) => r.json()) }));
    await act(() => Promise.resolve());
    expect(queryClient.getQueryCache().find({ queryKey: probe })?.state.fetchStatus).toBe('paused');
    expect(requests.length).toBe(before);
  });

  it('an unlock in another tab opens this one with the key that tab hands over', async () => {
    await seedSession();
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bem vindo!' });
    const userKey = peekSession()!.userKey;
    const raw = await exportDataKey(vaultKey(userKey)!);
    act(() => lockNow());
    // The other tab: it answers a request for the key on the channel.
    const other = new BroadcastChannel('painel-vault');
    other.onmessage = (event: MessageEvent<{ t: string; userKey: string }>) => {
      if (event.data.t === 'ask' && event.data.userKey === userKey) other.postMessage({ t: 'key', userKey, raw });
    };
    try {
      // This tab waits a moment for an answer before it gives up: the clock is held, so however
      // slowly the channel carries the answer on a busy machine, it comes within that moment.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      otherTabWrites('painel.lock', null);
      await act(() => withinRealTime(whenOpen(), 'the unlock handed over by the other tab'));
      expect(isLocked()).toBe(false);
      expect(toBase64(await exportDataKey(vaultKey(userKey)!))).toBe(toBase64(raw));
    } finally {
      other.close();
    }
  });

  it('a page restored from the back-forward cache checks the lock before anything shows', async () => {
    await seedSession();
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bem vindo!' });
    // Locked elsewhere while this page was frozen: no storage event reached it.
    localStorage.setItem('painel.lock', JSON.stringify({ userKey: peekSession()!.userKey, at: Date.now(), failures: 0 }));
    expect(isLocked()).toBe(false);
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(isLocked()).toBe(true);
    expect(document.body).toHaveAttribute('data-locked');
  });
});

describe('start-up', () => {
  it('a reload gets the key back from the service worker, never through storage; the browser closed meanwhile, the console starts locked', async () => {
    await seedSession();
    const session = initSession()!;
    const key = toBase64(await exportDataKey(vaultKey(session.userKey)!));
    await leaveKeyWithWorker(session.userKey);
    // Nothing of the key in any storage the page has, as text or as its bytes' base64.
    expect(everythingStored()).not.toContain(key);
    nextPage();
    expect(await resumeAtBoot(session.userKey, IDLE_MS)).toBe('open');
    expect(toBase64(await exportDataKey(vaultKey(session.userKey)!))).toBe(key);
    // Reopened after the browser was closed: the worker's memory went with it, and no other tab.
    await leaveKeyWithWorker(session.userKey);
    keyHold.worker().restart();
    nextPage();
    expect(await resumeAtBoot(session.userKey, IDLE_MS)).toBe('locked');
    expect(isLocked()).toBe(true);
  });

  it('the lock has the service worker forget the key it held for a next page', async () => {
    await seedSession();
    const session = initSession()!;
    await leaveKeyWithWorker(session.userKey);
    lockNow();
    expect(await claimParkedKey(session.userKey)).toBeNull();
  });

  it('without a service worker (a first visit, a private window) a reload asks for the password', async () => {
    await seedSession();
    const session = initSession()!;
    keyHold.remove();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    dropKey();
    expect(everythingStored()).not.toContain('raw');
    expect(await resumeAtBoot(session.userKey, IDLE_MS)).toBe('locked');
  });

  it('a session idle longer than idleLockMinutes starts locked, even after a reload', async () => {
    await seedSession();
    const session = initSession()!;
    localStorage.setItem('painel.activity', String(Date.now() - IDLE_MS - 1000));
    await leaveKeyWithWorker(session.userKey);
    nextPage();
    expect(await resumeAtBoot(session.userKey, IDLE_MS)).toBe('locked');
  });

  it('a wrapped key swapped in under another password unwraps, but opens nothing: a wrong password, never the token', async () => {
    await seedSession();
    const session = initSession()!;
    await leaveKeyWithWorker(session.userKey);
    // The browser closed and reopened: nothing of the session in memory, nothing held anywhere.
    keyHold.worker().restart();
    nextPage();
    endSession('other-tab');
    initSession();
    expect(await resumeAtBoot(session.userKey, IDLE_MS)).toBe('locked');
    // Someone at the keyboard puts in a key wrapped under a password they know.
    const theirs = await prepareVault('a-senha-deles', CHEAP_ARGON2);
    localStorage.setItem('painel.vault', JSON.stringify({ userKey: session.userKey, key: theirs.wrapped }));
    expect(await unlock('a-senha-deles')).toEqual({ ok: false, reason: 'wrong', remaining: 4 });
    expect(isLocked()).toBe(true);
    expect(peekSession()).toBeNull();
    expect(vaultKey(session.userKey)).toBeNull();
    // The stored session names its user; its token is readable by nobody.
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain(session.token.split('.')[1]!);
  });

  it('a key still wrapped under PBKDF2 (before decision 0024) is re-wrapped under Argon2id after the unlock, in the background', async () => {
    await seedSession();
    const session = initSession()!;
    const dataKey = vaultKey(session.userKey)!;
    localStorage.setItem('painel.vault', JSON.stringify({ userKey: session.userKey, key: await pbkdf2Record(dataKey, SEED_PASSWORD) }));
    lockNow();
    expect(await unlock(SEED_PASSWORD)).toEqual({ ok: true });
    // The console opened without waiting for it.
    expect(storedVault()?.key.v).toBe(1);
    // The console's own parameters: one real 64 MiB derivation, on this thread in jsdom.
    await waitFor(() => expect(storedVault()?.key).toMatchObject({ v: 2, kdf: 'argon2id', ...ARGON2_PARAMS }), { timeout: 30_000 });
    // The same key, under the same password.
    const key = await unwrapStoredKey(session.userKey, SEED_PASSWORD);
    expect(toBase64(await exportDataKey(key!))).toBe(toBase64(await exportDataKey(dataKey)));
    expect(await unwrapStoredKey(session.userKey, 'outra-senha')).toBeNull();
  });

  it('a session with no wrapped key to check a password against cannot be kept', async () => {
    await seedSession();
    const session = initSession()!;
    localStorage.removeItem('painel.vault');
    expect(await resumeAtBoot(session.userKey, IDLE_MS)).toBe('no-key');
  });
});
