import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failPath, resetControl } from '@/mocks/control';
import { EMPTY_ADDRESS_ID, store } from '@/mocks/store';
import { renderApp, requests, seedSession, storedSessionOpened } from './harness';
import { DASHBOARD_WIDGETS } from '../dashboardWidgets';
import { slow } from '../waits';

const widgetTitles = DASHBOARD_WIDGETS;
const ALERT_AND_ADDRESS_LISTS = ['/api/dashboard/addresses', '/api/dashboard/alerts', '/api/dashboard/messages'];

function widget(title: string) {
  return screen.getByRole('region', { name: title });
}

async function openDashboard() {
  await seedSession();
  const app = await renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Bem vindo!' });
  await waitFor(() => expect(screen.queryAllByLabelText('Carregando…')).toHaveLength(0), slow);
  return app;
}

describe('dashboard', () => {
  it('renders every widget loaded, under the 21-day heading for the right column', async () => {
    await openDashboard();
    for (const title of widgetTitles) expect(widget(title)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Últimos 21 (vinte e um) dias' })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possivel carregar o widget.')).not.toBeInTheDocument();
  });

  it('makes one token check for the whole load', async () => {
    await openDashboard();
    expect(requests.filter((r) => r.path === '/api/account/token').length).toBeLessThanOrEqual(2);
    expect(requests.filter((r) => r.path.startsWith('/api/dashboard/')).length).toBeGreaterThanOrEqual(12);
  });

  it('a failed widget shows its own error and reloads alone', async () => {
    failPath({ path: 'api/dashboard/treatments', status: 500 });
    const { user } = await openDashboard();
    const treatment = widget('Tratamento');
    expect(within(treatment).getByText('Não foi possivel carregar o widget.')).toBeInTheDocument();
    expect(within(widget('Performance Status')).queryByText('Não foi possivel carregar o widget.')).not.toBeInTheDocument();
    resetControl();
    const before = requests.length;
    await user.click(within(treatment).getByRole('button', { name: 'Recarregar' }));
    // The loaded chart, not the error's absence: a refetch without data shows the skeleton before
    // its request has even reached the server.
    expect(await within(treatment).findByRole('figure', { name: 'Gráfico: Tratamento' }, slow)).toBeInTheDocument();
    expect(within(treatment).queryByText('Não foi possivel carregar o widget.')).not.toBeInTheDocument();
    const after = requests.slice(before).map((r) => r.path);
    expect(after.filter((p) => p.startsWith('/api/dashboard/'))).toEqual(['/api/dashboard/treatments']);
  });

  it('a malformed widget answer fails that widget only', async () => {
    failPath({ path: 'api/dashboard/cid-distribution', malformed: true });
    await openDashboard();
    expect(within(widget('Distribuição por CID')).getByText('Não foi possivel carregar o widget.')).toBeInTheDocument();
    expect(screen.getAllByText('Não foi possivel carregar o widget.')).toHaveLength(1);
  });
});

describe('address change', () => {
  it('refetches every widget with the new hospitalId', async () => {
    const { user } = await openDashboard();
    const before = requests.length;
    await user.click(screen.getByRole('combobox', { name: 'Endereço' }));
    const option = (await screen.findAllByRole('option'))[1]!;
    await user.click(option);
    const stored = await waitFor(async () => {
      const opened = await storedSessionOpened();
      expect(opened?.hospital.institutionAddressId).toBeGreaterThan(0);
      return opened!;
    });
    const id = String(stored.hospital.institutionAddressId);
    await waitFor(() => {
      // The widgets' calls: not the address list, nor the alert lists the address notice counts from.
      const widgetCalls = requests.slice(before).filter((r) => r.path.startsWith('/api/dashboard/') && !ALERT_AND_ADDRESS_LISTS.includes(r.path));
      expect(new Set(widgetCalls.map((r) => r.path)).size).toBe(11);
      expect(widgetCalls.every((r) => r.search.get('hospitalId') === id)).toBe(true);
    });
  });
});

/** Pending alerts of the seed's institution, at one address or (0) at all of them. */
function pendingAt(addressId: number): number {
  const ids = new Set(store.patients.filter((p) => p.InstitutionId === 1 && (addressId === 0 || p.InstitutionAddressId === addressId)).map((p) => p.Id));
  return [...store.symptomReports, ...store.messages].filter((item) => item.Pending && ids.has(item.PatientId)).length;
}

describe('a chosen address says what it hides', () => {
  it("says 'Filtrando por' with the whole address and the pending alerts elsewhere; one click goes back to every address", async () => {
    const { user } = await openDashboard();
    expect(screen.queryByText(/^Filtrando por/)).toBeNull();
    // Under 'Todos' the dashboard asks for no alert list.
    expect(requests.filter((r) => ALERT_AND_ADDRESS_LISTS.slice(1).includes(r.path))).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: 'Endereço' }));
    const option = (await screen.findAllByRole('option'))[1]!;
    const street = option.textContent ?? '';
    await user.click(option);
    const notice = (await screen.findByText(`Filtrando por ${street}`)).closest('[role="status"]') as HTMLElement;
    const address = store.addresses.find((a) => a.Street === street)!;
    const hidden = pendingAt(0) - pendingAt(address.InstitutionAddressId);
    expect(hidden).toBeGreaterThan(1);
    expect(await within(notice).findByText(`Outros endereços têm ${hidden} alertas pendentes.`, undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todos os endereços' }));
    await waitFor(() => expect(screen.queryByText(/^Filtrando por/)).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Endereço' })).toHaveValue('Todos');
    expect((await storedSessionOpened())?.hospital.institutionAddressId).toBe(0);
  });
});

describe('empty address', () => {
  it("shows the treatment's empty state and zero figures, not errors", async () => {
    await seedSession({ hospital: { institutionAddressId: EMPTY_ADDRESS_ID, street: 'sem pacientes' } });
    await renderApp('/dashboard');
    const treatment = await screen.findByRole('region', { name: 'Tratamento' });
    expect(await within(treatment).findByText('Nenhum resultado foi encontrado.')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possivel carregar o widget.')).not.toBeInTheDocument();
  });
});
