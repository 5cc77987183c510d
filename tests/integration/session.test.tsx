import { describe, expect, it, vi } from 'vitest';
import { UnsecuredJWT } from 'jose';
import { act, screen, waitFor } from '@testing-library/react';
import { failPath } from '@/mocks/control';
import { signDemoToken } from '@/mocks/jwt';
import { SESSION_STORAGE_KEY, endSession, initSession, onSessionEnd, startSession } from '@/session/store';
import { renderApp, path, requests, seedSession } from './harness';
import { keys } from '@/api/keys';

describe('logout', () => {
  it("'Ficar' goes to the dashboard; 'Sair' clears the session and goes to login", async () => {
    await seedSession();
    const { router, user, queryClient } = await renderApp('/logout');
    expect(await screen.findByRole('heading', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('Tem certeza que deseja sair?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ficar' }));
    await waitFor(() => expect(path(router)).toBe('/dashboard'));

    await user.click(screen.getByRole('link', { name: 'Sair' }));
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('session expiry', () => {
  it('a 401 on the token check clears the session and shows sessionExpired on login', async () => {
    await seedSession();
    const { router, queryClient } = await renderApp('/dashboard');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Endereço' })).toBeEnabled());
    failPath({ path: 'api/account/token', status: 401 });
    // Any api/ call now meets the rejected token: here, the addresses being fetched again.
    await act(() => queryClient.invalidateQueries({ queryKey: keys.addresses.all }));
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(requests.map((r) => r.path).slice(-1)).toEqual(['/api/account/token']);
    expect(router.state.location.search).toEqual({ message: 'sessionExpired' });
    expect(await screen.findByText('Sessão expirada. Realize o login novamente.')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['addresses'])).toBeUndefined();
  });
});

describe('other tabs', () => {
  it('a logout in another tab sends this one to login', async () => {
    await seedSession();
    const { router } = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bem vindo!' });
    act(() => {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    });
    await waitFor(() => expect(path(router)).toBe('/'));
  });

  it('a tab restored from the back-forward cache after a logout elsewhere goes to login', async () => {
    await seedSession();
    const { router } = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bem vindo!' });
    act(() => {
      // Frozen in the cache, the tab never saw the other tab's storage event.
      localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(path(router)).toBe('/'));
  });

  it('a session the server rejected in another tab ends here with the expired warning', async () => {
    await seedSession();
    const { router } = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bem vindo!' });
    act(() => {
      // What the other tab's 401 leaves behind: the time of the rejection, then no session.
      localStorage.setItem('painel.session-expired-at', String(Date.now()));
      localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    });
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(router.state.location.search).toEqual({ message: 'sessionExpired' });
    expect(await screen.findByText('Sessão expirada. Realize o login novamente.')).toBeInTheDocument();
  });

  it('a login in another tab moves this one from login to the dashboard', async () => {
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Bem Vindo!' });
    const stored = await seedSession({ token: await signDemoToken({ sub: 'x', FeaturesId: [4], InstitutionId: 1 }) });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: JSON.stringify(stored) }));
    });
    await waitFor(() => expect(path(router)).toBe('/dashboard'));
  });
});

describe('a token without exp', () => {
  const HOUR = 3_600_000;
  const noExp = (opts: { issuedAt?: number | null } = {}) =>
    signDemoToken({ sub: 'admin@painel.demo', FeaturesId: [3, 4, 5], InstitutionId: 1 }, { expiresInSeconds: null, ...opts });
  // Only decoded, never verified, by the store: an unsigned token without exp or iat.
  const UNSIGNED_NO_EXP = new UnsecuredJWT({ sub: 'ana', FeaturesId: [4] }).encode();
  const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { signedInAt?: number; expiresAt?: number } | null;

  /** A stored session as a sign-in at `signedInAt` leaves it. */
  async function seedWith(token: string, signedInAt: number) {
    endSession('other-tab');
    await seedSession({ token, signedInAt });
    // The next page: only what is stored.
    endSession('other-tab');
  }

  it('signing in stores the sign-in time, and the session expires 12 h later', async () => {
    const token = await noExp();
    const before = Date.now();
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
    const session = startSession(token, { Name: 'Ana', Institution: { Id: 1, Name: 'X' }, IsTrial: false, TrialRemainingDays: 0, Profile: 'admin' }, () => key);
    expect(session.signedInAt).toBeGreaterThanOrEqual(before);
    expect(session.expiresAt).toBe(session.signedInAt + 12 * HOUR);
    await waitFor(() => expect(stored()?.signedInAt).toBe(session.signedInAt));
    expect(stored()?.expiresAt).toBe(session.expiresAt);
  });

  it('an open console ends it at that time, as an expired session', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const ended: string[] = [];
      const stop = onSessionEnd((reason) => ended.push(reason));
      startSession(UNSIGNED_NO_EXP, { Name: 'Ana', Institution: { Id: 1, Name: 'X' }, IsTrial: false, TrialRemainingDays: 0, Profile: 'admin' });
      vi.advanceTimersByTime(12 * HOUR - 1000);
      expect(ended).toEqual([]);
      vi.advanceTimersByTime(1000);
      expect(ended).toEqual(['expired']);
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is kept 11 h after sign-in and ended 13 h after', async () => {
    await seedWith(await noExp(), Date.now() - 11 * HOUR);
    const first = await renderApp('/dashboard');
    expect(path(first.router)).toBe('/dashboard');
    first.unmount();
    endSession('other-tab');

    await seedWith(await noExp(), Date.now() - 13 * HOUR);
    const { router } = await renderApp('/dashboard');
    expect(path(router)).toBe('/');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a session an older version stored with its token in clear is not read: it is removed, and login shows', async () => {
    const token = await noExp({ issuedAt: Math.floor((Date.now() - HOUR) / 1000) });
    const user = { Name: 'Ana', Institution: { Id: 1, Name: 'X' }, IsTrial: false, TrialRemainingDays: 0, Profile: 'admin' };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, user, hospital: { institutionAddressId: 0, street: '' } }));
    expect(initSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const { router } = await renderApp('/dashboard');
    expect(path(router)).toBe('/');
  });
});
