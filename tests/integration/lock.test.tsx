import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { isLocked, lockNow, resumeAtBoot, watchLock } from '@/session/lock';
import { whenOpen } from '@/session/lockState';
import { SESSION_STORAGE_KEY, initSession, peekSession } from '@/session/store';
import { dropKey, keepAcrossReloads, storedVault, vaultKey } from '@/session/vault';
import { exportDataKey, toBase64 } from '@/lib/vaultCrypto';
import { renderApp, path, requests, seedSession, SEED_PASSWORD, testConfig } from './harness';

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

afterEach(() => {
  vi.useRealTimers();
  // The start-up tests lock without an app: unwiring a watcher leaves nothing held or locked.
  watchLock(IDLE_MS)();
});

/**
 * The page goes away for a reload: `pagehide` leaves the key for the next page of the tab. Its
 * bytes may still be being exported just after the key is held, so it is asked again until the
 * hand-off is there.
 */
async function leaveForReload(): Promise<string> {
  const stop = keepAcrossReloads();
  try {
    return await waitFor(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      const handoff = sessionStorage.getItem('painel.vault-handoff');
      expect(handoff).not.toBeNull();
      return handoff!;
    });
  } finally {
    stop();
  }
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
  it('hides the page (kept mounted) from view and from assistive technology; the right password opens it again', async () => {
    await seedSession({ name: 'Ana Beatriz Souza' });
    const { user } = await renderApp('/dashboard');
    const heading = await screen.findByRole('heading', { name: 'Bem vindo!' });
    act(() => lockNow());
    expect(document.body).toHaveAttribute('data-locked');
    expect(await screen.findByRole('heading', { name: LOCK_TITLE })).toBeInTheDocument();
    expect(screen.getByText('Sessão de Ana Beatriz Souza.')).toBeInTheDocument();
    // Still mounted, out of the lock's own element (global.css hides every other child of <body>).
    expect(heading).toBeInTheDocument();
    expect(document.getElementById('painel-lock')?.contains(heading)).toBe(false);
    expect(vaultKey(peekSession()!.userKey)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Senha/), SEED_PASSWORD);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: LOCK_TITLE })).toBeNull());
    expect(document.body).not.toHaveAttribute('data-locked');
    expect(isLocked()).toBe(false);
    expect(vaultKey(peekSession()!.userKey)).not.toBeNull();
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
    await act(() => queryClient.invalidateQueries());
    // Asked for again, the screen's queries wait, paused as offline, without calling the API.
    const active = queryClient.getQueryCache().findAll({ type: 'active' });
    expect(active.length).toBeGreaterThan(0);
    expect(active.filter((query) => query.state.fetchStatus !== 'paused').map((query) => query.queryKey)).toEqual([]);
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
  it('a reload gets the key back from the page before it; without it (browser closed) the console starts locked', async () => {
    await seedSession();
    const session = initSession()!;
    const key = await exportDataKey(vaultKey(session.userKey)!);
    const handoff = await leaveForReload();
    // The next page of the tab: nothing in memory, the hand-off in the tab's sessionStorage.
    dropKey();
    sessionStorage.setItem('painel.vault-handoff', handoff);
    expect(await resumeAtBoot(session.userKey, IDLE_MS)).toBe('open');
    expect(toBase64(await exportDataKey(vaultKey(session.userKey)!))).toBe(toBase64(key));
    expect(sessionStorage.getItem('painel.vault-handoff')).toBeNull();
    // Reopened: no hand-off, no other tab.
    dropKey();
    expect(await resumeAtBoot(session.userKey, IDLE_MS)).toBe('locked');
    expect(isLocked()).toBe(true);
  });

  it('a session idle longer than idleLockMinutes starts locked, even after a reload', async () => {
    await seedSession();
    const session = initSession()!;
    localStorage.setItem('painel.activity', String(Date.now() - IDLE_MS - 1000));
    await leaveForReload();
    expect(await resumeAtBoot(session.userKey, IDLE_MS)).toBe('locked');
  });

  it('a session with no wrapped key to check a password against cannot be kept', async () => {
    await seedSession();
    const session = initSession()!;
    localStorage.removeItem('painel.vault');
    expect(await resumeAtBoot(session.userKey, IDLE_MS)).toBe('no-key');
  });
});
