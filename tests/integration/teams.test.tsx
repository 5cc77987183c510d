/** Teams through the real route tree (spec 02 §2, §5, §7, §8): list, search, pages, form rules. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setShapes } from '@/mocks/control';
import { captureBodies, path, renderApp, requests, seedSession, server, API_BASE, typeOnHeldClock } from './harness';

/** The list search's pause in typing (decision 0003). */
const PAUSE_MS = 300;

afterEach(() => vi.useRealTimers());

function rows() {
  return within(screen.getByRole('table', { name: 'Lista de equipes' }))
    .getAllByRole('row')
    .slice(1);
}

describe('teams list', () => {
  it('shows the first page of 10, then page 2 from the URL', async () => {
    await seedSession();
    const { user, router } = await renderApp('/equipes');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(requests.some((r) => r.path === '/api/team' && r.search.get('page') === '1' && r.search.get('limit') === '10')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    // The control marks the page on screen: page 2 once its rows arrived.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page'));
    expect(requests.some((r) => r.path === '/api/team' && r.search.get('page') === '2')).toBe(true);
  });

  it('searches by name after a pause, through api/team/search, back on page 1', async () => {
    // The app runs on a fake clock; it is held while the text is typed, so the pause is measured on
    // it and not on how fast this machine dispatches the keys.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await seedSession();
    const { router } = await renderApp('/equipes?page=2');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const box = screen.getByRole('searchbox', { name: 'Pesquisar' });
    const searches = () => requests.filter((r) => r.path === '/api/team/search');

    // A key every 100 ms: each one starts the pause again.
    await typeOnHeldClock(box, 'oncologia clin', PAUSE_MS);
    expect(box).toHaveValue('oncologia clin');
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(searches()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.search).toEqual({ search: 'oncologia clin' });
    vi.setTimerTickMode('interval');
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Oncologia Clínica')]));
    // Debounced: one call for the whole text, not one per key.
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.search.get('name')).toBe('oncologia clin');
    expect(searches()[0]?.search.get('page')).toBe('1');
  });

  it('shows the empty-list notice, and a failed list with its reload', async () => {
    await seedSession();
    const { user } = await renderApp('/equipes?search=inexistente');
    expect(await screen.findByText('Nenhum resultado foi encontrado.')).toBeInTheDocument();
    server.use(
      http.get(`${API_BASE}api/team/search`, () => HttpResponse.json({ Title: 'Falha', Message: 'Banco indisponível.' }, { status: 500 }), { once: true }),
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Pesquisar' }));
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'x');
    expect(await screen.findByText('Banco indisponível.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByText('Nenhum resultado foi encontrado.')).toBeInTheDocument();
  });

  it('shows the arrival message once and drops it from the URL', async () => {
    await seedSession();
    const { router } = await renderApp('/equipes?message=teamUpdated');
    expect(await screen.findByText('Equipe atualizada com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('message'));
    expect(screen.getByText('Equipe atualizada com sucesso.')).toBeInTheDocument();
  });

  it('counts a row it cannot read instead of hiding the list', async () => {
    await seedSession();
    server.use(
      http.get(`${API_BASE}api/team`, () =>
        HttpResponse.json({
          Data: [{ Id: 1, Name: 'Mastologia', Status: 'Active' }, { Id: 2 }],
          Pagination: { CurrentPage: 1, TotalPage: 1, ItemPerPage: 10 },
        }),
      ),
    );
    await renderApp('/equipes');
    expect(await screen.findByText('1 equipe não pôde ser exibida.')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });
});

describe('team form', () => {
  it('requires a name and keeps the add button for feature 3', async () => {
    await seedSession({ features: [4] });
    await renderApp('/equipes');
    expect(await screen.findByRole('button', { name: 'Adicionar' })).toBeDisabled();
  });

  it('checks the name, shows the server errors on the field, and keeps what was typed', async () => {
    await seedSession();
    const { user } = await renderApp('/equipes/adicionar');
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'mastologia');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // On the field and in the alert, whose text comes a frame after its live region.
    await waitFor(() => expect(screen.getAllByText('Já existe uma equipe com este nome.')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('mastologia');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('redirects an unknown id to the list with a message', async () => {
    await seedSession();
    const { router } = await renderApp('/equipes/editar/9999');
    expect(await screen.findByText('Equipe não encontrada.')).toBeInTheDocument();
    expect(path(router)).toBe('/equipes');
  });

  it('asks before leaving with unsaved changes, and not after a save', async () => {
    await seedSession();
    const { user, router } = await renderApp('/equipes/editar/1');
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    await user.type(name, ' I');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Sair sem salvar?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(path(router)).toBe('/equipes/editar/1');
    expect(name).toHaveValue('Mastologia I');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Equipe atualizada com sucesso.')).toBeInTheDocument();
    expect(path(router)).toBe('/equipes');
    expect(screen.queryByText('Sair sem salvar?')).not.toBeInTheDocument();
  });
});

describe('teams in the alternate shapes', () => {
  it('reads Status as names, booleans or bits, and the Navigators as a bare list of bits', async () => {
    setShapes('alternate');
    await seedSession();
    const { user } = await renderApp('/equipes?search=a');
    await waitFor(() => expect(rows().length).toBeGreaterThan(3));
    expect(screen.queryByText(/não pôde ser exibid/)).not.toBeInTheDocument();
    const paliativos = rows().find((row) => row.textContent?.includes('Cuidados Paliativos'));
    expect(paliativos).toHaveTextContent('Inativo');
    expect(rows().filter((row) => row.textContent?.includes('Ativo')).length).toBeGreaterThan(1);
    await user.click(within(rows().find((row) => row.textContent?.includes('Mastologia'))!).getByRole('link', { name: 'Editar Mastologia' }));
    expect(await screen.findByRole('checkbox', { name: /Patrícia Nogueira/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Helena Vasconcelos/ })).not.toBeChecked();
  });
});

describe('a team keeps its status (the spec profile: the unpaged list carries only Id and Name)', () => {
  const statusRadio = (name: 'Ativo' | 'Inativo') => screen.getByRole('radio', { name });

  it('opened from a link, reads the status by the search and keeps an inactive team inactive', async () => {
    setShapes('spec');
    await seedSession();
    const puts = captureBodies('PUT', /^\/api\/team\/8$/);
    const { user, router } = await renderApp('/equipes/editar/8');
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    expect(statusRadio('Inativo')).toBeChecked();
    expect(requests.some((r) => r.path === '/api/team/search' && r.search.get('name') === 'Cuidados Paliativos')).toBe(true);
    await user.clear(name);
    await user.type(name, 'Cuidados Paliativos e Suporte');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(path(router)).toBe('/equipes'));
    expect(puts).toEqual([{ path: '/api/team/8', body: { Name: 'Cuidados Paliativos e Suporte', Status: 'Inactive' } }]);
  });

  it('opened from the list, takes the row the user came from, with no further call', async () => {
    setShapes('spec');
    await seedSession();
    const { user } = await renderApp('/equipes?search=cuidados');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    // The list row's 2 is an enum from 1: inactive.
    expect(rows().find((row) => row.textContent?.includes('Cuidados Paliativos'))).toHaveTextContent('Inativo');
    const before = requests.length;
    await user.click(screen.getByRole('link', { name: 'Editar Cuidados Paliativos' }));
    await screen.findByRole('textbox', { name: 'Nome' });
    expect(statusRadio('Inativo')).toBeChecked();
    const later = requests.slice(before).map((r) => r.path);
    expect(later).not.toContain('/api/team/search');
    expect(later.filter((p) => p === '/api/team')).toHaveLength(1);
  });

  it('when no call can tell, shows no choice and requires one: never active by default', async () => {
    setShapes('spec');
    await seedSession();
    server.use(
      http.get(`${API_BASE}api/team/search`, () => HttpResponse.json({ Message: 'Indisponível.' }, { status: 500 })),
      http.get(`${API_BASE}api/team`, ({ request }) =>
        new URL(request.url).searchParams.has('page') ? HttpResponse.json({ Data: [{ Id: 8, Name: 'Cuidados Paliativos', Status: 'talvez' }] }) : undefined,
      ),
    );
    const puts = captureBodies('PUT', /^\/api\/team\/8$/);
    const { user } = await renderApp('/equipes/editar/8');
    await screen.findByRole('textbox', { name: 'Nome' });
    expect(statusRadio('Ativo')).not.toBeChecked();
    expect(statusRadio('Inativo')).not.toBeChecked();
    expect(screen.getByText('Não foi possível saber se esta equipe está ativa. Escolha o status antes de salvar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.click(statusRadio('Inativo'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts).toEqual([{ path: '/api/team/8', body: { Name: 'Cuidados Paliativos', Status: 'Inactive' } }]));
  });
});
