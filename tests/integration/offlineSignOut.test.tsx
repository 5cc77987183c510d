/**
 * After an offline 'Sair' (docs/behaviour.md, Offline): the sign-out wiped this device's copy, so
 * the login and the other public screens say only that there is no connection and that signing in
 * needs it; the signed-in screens keep the read-only banner.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { formatDashboardStamp } from '@/lib/dates';
import { getConnectivity, initConnectivity } from '@/offline/connectivity';
import { path, renderApp, seedSession } from './harness';

const READ_ONLY = /O que já foi carregado neste aparelho aparece somente para leitura/;
const signedOutBanner = (since: number) => `Sem conexão desde ${formatDashboardStamp(since)}. Para entrar no Painel, é preciso estar conectado.`;

let stopConnectivity = () => {};
afterEach(() => {
  stopConnectivity();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('offline, signed out', () => {
  it("after 'Sair' the login says only that signing in needs the connection; so does the forgot-password screen", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stopConnectivity = initConnectivity(() => Promise.resolve(false));
    await seedSession();
    const { router, user } = await renderApp('/logout');
    // Signed in, the copy on this device is there to read.
    expect((await screen.findByText(READ_ONLY)).closest('[role="status"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(path(router)).toBe('/'));
    await screen.findByRole('button', { name: 'Entrar' });
    const banner = await screen.findByText(signedOutBanner(getConnectivity().since!));
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(READ_ONLY)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Esqueci a senha' }));
    await waitFor(() => expect(path(router)).toBe('/esqueci_senha'));
    expect(await screen.findByText(signedOutBanner(getConnectivity().since!))).toBeInTheDocument();
    expect(screen.queryByText(READ_ONLY)).toBeNull();

    // Back online, the banner goes.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/^Sem conexão desde /)).toBeNull());
  });
});
