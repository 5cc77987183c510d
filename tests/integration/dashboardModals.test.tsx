import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failPath } from '@/mocks/control';
import { renderApp, requests, seedSession } from './harness';

async function openModal(title: string) {
  await seedSession();
  const app = await renderApp('/dashboard');
  const button = await screen.findByRole('button', { name: `Abrir detalhes: ${title}` });
  await waitFor(() => expect(within(screen.getByRole('region', { name: title })).queryByLabelText('Carregando…')).toBeNull());
  await app.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: title });
  return { ...app, dialog };
}

describe('widget modals', () => {
  it("active professionals: tabs active (default) and inactive, with name and formatted phone; 'Voltar' closes", async () => {
    const { dialog, user } = await openModal('Profissionais ativos');
    const activeTab = within(dialog).getByRole('tab', { name: /^Ativos/ });
    expect(activeTab).toHaveAttribute('aria-selected', 'true');
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getAllByText(/^\(\d{2}\) \d{4,5}-\d{4}$/).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('tab', { name: /^Inativos/ }));
    expect(within(dialog).getByRole('tab', { name: /^Inativos/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("closed, the details give the focus back to the button that opened them, after the widget's own refetch too", async () => {
    const { dialog, user } = await openModal('Tratamento');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    const opener = screen.getByRole('button', { name: 'Abrir detalhes: Tratamento' });
    await waitFor(() => expect(opener).toHaveFocus());
    // A refetch renders the widget again while its details stay closed; they still open and close.
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog', { name: 'Tratamento' })).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('CID: percentage descending by default, each column toggles', async () => {
    const { dialog, user } = await openModal('Distribuição por CID');
    const percentages = () =>
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(within(row).getAllByRole('cell')[2]!.textContent.replace('%', '').replace(',', '.')));
    const codes = () =>
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    const desc = percentages();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await user.click(within(dialog).getByRole('button', { name: 'Ordenar por Percentual' }));
    expect(percentages()).toEqual([...desc].sort((a, b) => a - b));
    await user.click(within(dialog).getByRole('button', { name: 'Ordenar por CID' }));
    const asc = codes();
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, 'pt-BR', { numeric: true })));
    await user.click(within(dialog).getByRole('button', { name: 'Ordenar por CID' }));
    expect(codes()).toEqual([...asc].reverse());
  });

  it('new patients: pages of 10 loaded near the bottom, last page marked, periods switch', async () => {
    const { dialog, user } = await openModal('Novos pacientes');
    const list = await within(dialog).findByRole('region', { name: 'Novos pacientes' });
    const items = () => within(list).getAllByRole('listitem');
    await waitFor(() => expect(items().length).toBeGreaterThanOrEqual(10));
    const first = items().length;
    // jsdom has no layout: pretend the list scrolled to 150 px from its bottom.
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 1000 },
      clientHeight: { configurable: true, value: 400 },
      scrollTop: { configurable: true, value: 450 },
    });
    fireEvent.scroll(list);
    await waitFor(() => expect(items().length).toBeGreaterThan(first));
    const pages = requests.filter((r) => r.path === '/api/dashboard/last-patients');
    expect(pages.length).toBeGreaterThanOrEqual(3); // the widget's count, page 1 and page 2

    await user.click(within(dialog).getByRole('radio', { name: 'Últimos 7 dias' }));
    await waitFor(() => expect(within(dialog).getByText('Todos os pacientes foram carregados.')).toBeInTheDocument());
  });

  it('new patients monthly: an end before the start is cleared with its message', async () => {
    const { dialog, user } = await openModal('Novos pacientes');
    await within(dialog).findByRole('figure', { name: 'Gráfico: Pacientes por mês' });
    await user.click(await within(dialog).findByRole('button', { name: 'Data final' }));
    await user.click(await screen.findByRole('button', { name: /^mai/i }));
    expect(await within(dialog).findByText('A data final não pode ser menor que a data início.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('figure', { name: 'Gráfico: Pacientes por mês' })).not.toBeInTheDocument();
  });

  it('new patients monthly: more than six months clears the end with its message', async () => {
    const { dialog, user } = await openModal('Novos pacientes');
    await within(dialog).findByRole('figure', { name: 'Gráfico: Pacientes por mês' });
    await user.click(await within(dialog).findByRole('button', { name: 'Data início' }));
    await user.click(await screen.findByRole('button', { name: /^jan/i }));
    expect(await within(dialog).findByText('O intervalo entre a data início e final deve ser de no maximo 6 meses.')).toBeInTheDocument();
  });

  it('range queries: 404 is the empty-list notice, other errors the server message', async () => {
    failPath({ path: 'api/dashboard/performance-status-all', status: 404, times: 1 });
    const { dialog } = await openModal('Performance Status');
    expect(await within(dialog).findByText('Nenhum resultado foi encontrado.')).toBeInTheDocument();
  });

  it('range queries: a server error shows its message as danger', async () => {
    failPath({ path: 'api/dashboard/last-patients-all', status: 500, body: { Title: null, Message: 'Serviço indisponível.', Errors: null } });
    const { dialog } = await openModal('Novos pacientes');
    expect(await within(dialog).findByText('Serviço indisponível.')).toBeInTheDocument();
  });

  it('performance status monthly draws a chart with its numbers as text', async () => {
    const { dialog } = await openModal('Performance Status');
    const figure = await within(dialog).findByRole('figure', { name: 'Gráfico: Performance Status por mês' });
    expect(within(figure).getByRole('table')).toBeInTheDocument();
    expect(within(figure).getAllByRole('row')).toHaveLength(7); // header + 6 months
  });

  it('pain and fever list their patients', async () => {
    const { dialog } = await openModal('Pacientes com febre');
    expect(within(dialog).getAllByText(/°C$/).length).toBeGreaterThan(0);
  });
});

describe('a widget’s details are a step in the browser’s history', () => {
  it('opening them adds ?detalhes= to the address; Back closes them, Voltar goes back the same step', async () => {
    const { dialog, user, router } = await openModal('Pacientes com febre');
    expect(router.state.location.search).toEqual({ detalhes: 'pacientes-com-febre' });
    expect(dialog).toBeInTheDocument();
    router.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toEqual({});
    router.history.forward();
    const again = await screen.findByRole('dialog', { name: 'Pacientes com febre' });
    await user.click(within(again).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toEqual({});
    // Voltar was a step back, not a new entry: Back now leaves the dashboard's first entry alone.
    expect(router.history.length).toBe(2);
  });

  it('an address with the details opens them (a reload, a shared link); closing replaces it', async () => {
    await seedSession();
    const { user, router } = await renderApp('/dashboard?detalhes=distribuicao-por-cid');
    const dialog = await screen.findByRole('dialog', { name: 'Distribuição por CID' });
    const before = router.history.length;
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toEqual({});
    expect(router.history.length).toBe(before);
  });

  it('an unknown widget in the address opens nothing', async () => {
    await seedSession();
    await renderApp('/dashboard?detalhes=nada');
    await screen.findByRole('button', { name: 'Abrir detalhes: Pacientes com febre' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
