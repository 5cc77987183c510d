import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failPath, resetControl } from '@/mocks/control';
import { store } from '@/mocks/store';
import { renderApp, seedSession, storedSessionOpened } from './harness';

function streetsOf(institutionId: number) {
  return store.addresses.filter((a) => a.InstitutionId === institutionId).map((a) => a.Street);
}

describe('default layout', () => {
  it('shows the admin label, institution and user names, the menu and the version', async () => {
    await seedSession({ name: 'Ana Beatriz Souza', institutionName: 'Instituto de Oncologia Vida Plena' });
    await renderApp('/dashboard');
    expect(await screen.findByText('Painel Administrativo')).toBeInTheDocument();
    expect(screen.getByText('Instituto de Oncologia Vida Plena')).toBeInTheDocument();
    expect(screen.getByText('Ana Beatriz Souza')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Alertas' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');
    expect(screen.getByText('Versão 0.0.0-test')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logotipo do Painel' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  });

  it('hides the names for the doctor profile', async () => {
    await seedSession({ profile: 'doctor', name: 'Dr. Paulo Henrique Lima' });
    await renderApp('/dashboard');
    expect(await screen.findByText('Painel Administrativo')).toBeInTheDocument();
    expect(screen.queryByText('Dr. Paulo Henrique Lima')).not.toBeInTheDocument();
  });

  it('shows the trial banner', async () => {
    await seedSession({ isTrial: true, trialDays: 12 });
    await renderApp('/alertas');
    expect(await screen.findByText('Faltam 12 dias para expirar seu período de teste.')).toBeInTheDocument();
  });

  it('shows institution 165 its own logo', async () => {
    await seedSession({ institutionId: 165 });
    await renderApp('/alertas');
    expect(await screen.findByRole('img', { name: 'Logotipo da instituição' })).toHaveAttribute('src', '/logos/logo-165.svg');
  });
});

describe('address dropdown', () => {
  it("lists 'Todos' first, then the institution's addresses, and stores the choice", async () => {
    await seedSession();
    const { user } = await renderApp('/dashboard');
    const select = await screen.findByRole('combobox', { name: 'Endereço' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('Todos');
    await user.click(select);
    const options = await screen.findAllByRole('option');
    const streets = streetsOf(1);
    expect(options.map((o) => o.textContent)).toEqual(['Todos', ...streets]);
    await user.click(options[2]!);
    // Stored sealed with the session: only the key this tab holds opens it.
    const stored = await waitFor(async () => {
      const opened = await storedSessionOpened();
      expect(opened?.hospital.street).toBe(streets[1]);
      return opened!;
    });
    expect(stored.hospital.institutionAddressId).toBeGreaterThan(0);
    expect(localStorage.getItem('painel.session')).not.toContain(streets[1]!.slice(0, 8));
    expect(select).toHaveValue(streets[1]);
  });

  it('offers a reload when the addresses fail to load', async () => {
    await seedSession();
    failPath({ path: 'api/dashboard/addresses', status: 500 });
    const { user } = await renderApp('/dashboard');
    expect(await screen.findByText('Erro ao carregar os endereços.')).toBeInTheDocument();
    resetControl();
    await user.click(screen.getByRole('button', { name: 'Clique para Recarregar' }));
    expect(await screen.findByRole('combobox', { name: 'Endereço' })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar os endereços.')).not.toBeInTheDocument();
  });

  it('treats a malformed address answer as a failure of that part only', async () => {
    await seedSession();
    failPath({ path: 'api/dashboard/addresses', malformed: true });
    await renderApp('/dashboard');
    expect(await screen.findByText('Erro ao carregar os endereços.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bem vindo!' })).toBeInTheDocument();
  });
});
