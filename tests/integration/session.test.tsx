import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { failPath } from '@/mocks/control';
import { signDemoToken } from '@/mocks/jwt';
import { SESSION_STORAGE_KEY } from '@/session/store';
import { renderApp, path, requests, seedSession } from './harness';

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
    await act(() => queryClient.invalidateQueries({ queryKey: ['addresses'] }));
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
