/** Professionals through the real route tree (spec 02 §2, §5, §7, §8, §9): list, filters, form, errors. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setShapes } from '@/mocks/control';
import { path, renderApp, requests, seedSession, server, API_BASE, typeOnHeldClock } from './harness';
import { slow } from '../waits';

/** The list search's pause in typing (decision 0003). */
const PAUSE_MS = 300;

afterEach(() => vi.useRealTimers());

function rows() {
  return within(screen.getByRole('table', { name: 'Lista de profissionais' }))
    .getAllByRole('row')
    .slice(1);
}

function rowOf(name: string) {
  const row = rows().find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** Every body the app sent to `method path`, as JSON. */
function captureBodies(method: 'post' | 'put', pattern: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method.toUpperCase() && new URL(request.url).pathname.match(pattern)) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}

describe('professionals list', () => {
  it('shows the licence badge, the first 10 of 12 and the teams cell of spec 02 §9', async () => {
    await seedSession();
    await renderApp('/profissionais');
    await waitFor(() => expect(rows()).toHaveLength(10), slow);
    expect(requests.some((r) => r.path === '/api/professional' && r.search.get('page') === '1' && r.search.get('limit') === '10')).toBe(true);
    // 200 licences, 127 patients licensed: 73 available, "more than 20" is the high level.
    expect(await screen.findByText('73 de 200 licenças disponíveis')).toBeInTheDocument();
    const aline = rowOf('Aline Martins Rocha');
    expect(aline).toHaveTextContent('e mais 5 equipe(s)');
    expect(within(aline).getByRole('link', { name: 'Editar Aline Martins Rocha' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/profissionais\/editar\/\d+$/),
    );
  });

  it('searches by e-mail or name through api/professional/search, after a pause', async () => {
    // The app runs on a fake clock; it is held while the text is typed, so the pause is measured on
    // it and not on how fast this machine dispatches the keys.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await seedSession();
    const { router } = await renderApp('/profissionais');
    await waitFor(() => expect(rows()).toHaveLength(10), slow);
    const box = screen.getByRole('searchbox', { name: 'Pesquisar' });
    const searches = () => requests.filter((r) => r.path === '/api/professional/search');

    // A key every 100 ms: each one starts the pause again.
    await typeOnHeldClock(box, 'helena.vasc', PAUSE_MS);
    expect(box).toHaveValue('helena.vasc');
    expect(router.state.location.search).toEqual({});
    expect(searches()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.search).toEqual({ search: 'helena.vasc' });
    vi.setTimerTickMode('interval');
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Helena Vasconcelos')]), slow);
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.search.get('name')).toBe('helena.vasc');
    expect(router.state.location.search).toEqual({ search: 'helena.vasc' });
  });

  it('sends the Equipe and Local filters as teamId and localId, back on page 1, and keeps them in the URL as teamId and addressId', async () => {
    await seedSession();
    const { user, router } = await renderApp('/profissionais?page=2');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), slow);
    await user.click(screen.getByRole('combobox', { name: 'Equipe' }));
    await user.click(await screen.findByRole('option', { name: 'Neuro-oncologia' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ teamId: 6 }));
    await waitFor(() =>
      expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
        'Aline Martins Rocha',
        'Fábio Henrique Costa',
        'Rafael Moreira Lins',
      ]),
    );
    const byTeam = requests.filter((r) => r.path === '/api/professional/search' && r.search.get('teamId') === '6');
    expect(byTeam.at(-1)?.search.get('page')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Local' }));
    await user.click(await screen.findByRole('option', { name: /Rua Maestro Cardim/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ teamId: 6, addressId: 1 }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/professional/search' && r.search.get('teamId') === '6' && r.search.get('localId') === '1')).toBe(true),
    );
  });

  it('restores page and filters from a shared link', async () => {
    await seedSession();
    await renderApp('/profissionais?page=2&teamId=7');
    // Team 7 has 5 professionals: page 2 of a 10-row page is past the end and comes back to page 1.
    await waitFor(() => expect(rows()).toHaveLength(5), slow);
    expect(screen.getByRole('combobox', { name: 'Equipe' })).toHaveValue('Oncologia Clínica');
  });

  it('an older link with the address filter as localId still filters, and the next change writes addressId', async () => {
    await seedSession();
    const { user, router } = await renderApp('/profissionais?localId=1');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Local' }).value).toMatch(/Rua Maestro Cardim/), slow);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/professional/search' && r.search.get('localId') === '1')).toBe(true), slow);
    await user.click(screen.getByRole('combobox', { name: 'Equipe' }));
    await user.click(await screen.findByRole('option', { name: 'Neuro-oncologia' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ teamId: 6, addressId: 1 }));
  });

  it('reads the alternate shapes without losing a row', async () => {
    setShapes('alternate');
    await seedSession();
    await renderApp('/profissionais');
    await waitFor(() => expect(rows()).toHaveLength(10), slow);
    expect(screen.queryByText(/não pôde ser exibid/)).not.toBeInTheDocument();
    // Every third row comes without an e-mail, every other one with its teams as bare names.
    expect(rows().filter((row) => within(row).getAllByRole('cell')[1]?.textContent === '—').length).toBeGreaterThan(0);
    expect(rowOf('Aline Martins Rocha')).toHaveTextContent('e mais 5 equipe(s)');
    // Status came as 'Active', true or '1': each reads as active.
    expect(rowOf('Helena Vasconcelos')).toHaveTextContent('Ativo');
  });
});

describe('professional form', () => {
  it('checks the rules of spec 02 §5 and keeps what was typed', async () => {
    await seedSession();
    const { user } = await renderApp('/profissionais/adicionar');
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('É necessario seleconar ao menos uma Equipe.')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obrigatório.').length).toBeGreaterThanOrEqual(2);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nao-e-email');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '1198');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um email válido.')).toBeInTheDocument();
    const phoneField = screen.getByRole('textbox', { name: 'Celular' });
    expect(phoneField).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nao-e-email');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates a professional with the payload of spec 02 §7 and shows the answer’s message on the list', async () => {
    await seedSession();
    const bodies = captureBodies('post', '^/api/professional$');
    const { user, router } = await renderApp('/profissionais/adicionar');
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Joana Prado');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'joana.prado@vidaplena.med.br');
    await user.click(screen.getByRole('radio', { name: 'Feminino' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Mastologia' }));
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '11987654321');
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveValue('(11) 98765-4321');
    await user.click(screen.getByRole('checkbox', { name: 'Receber notificações por SMS' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Profissional cadastrado com sucesso. As instruções de acesso foram enviadas para o e-mail informado.', {}, slow),
    ).toBeInTheDocument();
    expect(path(router)).toBe('/profissionais');
    expect(bodies).toEqual([
      {
        Name: 'Joana Prado',
        Email: 'joana.prado@vidaplena.med.br',
        Gender: 'Feminino',
        DoctorsId: [1],
        // Masked, as the form shows it: spec 02 §5 limits the phone to 15 characters, the masked length.
        Phone: '(11) 98765-4321',
        Profile: 'Leader',
        IsSMS: true,
        Status: 'Active',
      },
    ]);
  });

  it('puts the errors the server names by field on that field, and the rest in the alert', async () => {
    await seedSession();
    server.use(
      http.post(`${API_BASE}api/professional`, () =>
        HttpResponse.json(
          { Title: 'Dados inválidos', Message: 'Confira os campos.', Errors: { Email: ['Já existe um profissional com este e-mail.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp('/profissionais/adicionar');
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Joana Prado');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'helena.vasconcelos@vidaplena.med.br');
    await user.click(screen.getByRole('radio', { name: 'Feminino' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Mastologia' }));
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '1133334444');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Já existe um profissional com este e-mail.');
    expect(await screen.findByText('Confira os campos.')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Joana Prado');
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveValue('(11) 3333-4444');
    expect(screen.getByRole('checkbox', { name: 'Mastologia' })).toBeChecked();
  });

  it('edits by id with the e-mail disabled, sends the payload, and says so on the list', async () => {
    await seedSession();
    const bodies = captureBodies('put', '^/api/professional/\\d+$');
    const { user, router } = await renderApp('/profissionais/editar/5');
    const name = await screen.findByRole('textbox', { name: 'Nome' }, slow);
    expect(name).toHaveValue('Patrícia Nogueira');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    for (const team of ['Mastologia', 'Oncologia Torácica', 'Gastro-oncologia', 'Oncologia Clínica']) {
      expect(screen.getByRole('checkbox', { name: team })).toBeChecked();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Ativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Profissional editado com sucesso.', {}, slow)).toBeInTheDocument();
    expect(path(router)).toBe('/profissionais');
    expect(bodies).toEqual([expect.objectContaining({ Name: 'Patrícia Nogueira', DoctorsId: [1, 2, 3, 7], Profile: 'Leader', Status: 'Inactive' })]);
    await waitFor(() => expect(rowOf('Patrícia Nogueira')).toHaveTextContent('Inativo'), slow);
  });

  it('redirects an unknown id to the list with a message', async () => {
    await seedSession();
    const { router } = await renderApp('/profissionais/editar/9999');
    expect(await screen.findByText('Profissional não encontrado.', {}, slow)).toBeInTheDocument();
    expect(path(router)).toBe('/profissionais');
    expect(requests.filter((r) => /^\/api\/professional\/\d+$/.test(r.path))).toEqual([]);
  });

  it('edits from the list with the row it shows: no call the spec does not list (spec 02 §2, §7)', async () => {
    await seedSession();
    const { user, router } = await renderApp('/profissionais');
    await user.click(within(await screen.findByRole('row', { name: /Patrícia Nogueira/ }, slow)).getByRole('link', { name: /Patrícia Nogueira/ }));
    expect(await screen.findByRole('textbox', { name: 'Nome' }, slow)).toHaveValue('Patrícia Nogueira');
    expect(path(router)).toBe('/profissionais/editar/5');
    const byId = requests.filter((r) => /^\/api\/professional\/\d+$/.test(r.path));
    expect(byId).toEqual([]);
    expect(requests.filter((r) => r.path === '/api/professional' && r.search.get('limit') === '100')).toEqual([]);
  });

  it('opened from a link, finds the professional by the paged list, never by a GET by id', async () => {
    await seedSession();
    // A server whose GET by id would answer something else: the screen must never ask it.
    server.use(http.get(`${API_BASE}api/professional/:id`, () => HttpResponse.json({ Message: 'Erro' }, { status: 500 })));
    await renderApp('/profissionais/editar/11');
    expect(await screen.findByRole('textbox', { name: 'Nome' }, slow)).toHaveValue('Aline Martins Rocha');
    expect(requests.some((r) => r.path === '/api/professional' && r.search.get('limit') === '100')).toBe(true);
    expect(requests.filter((r) => /^\/api\/professional\/\d+$/.test(r.path))).toEqual([]);
  });

  it('matches teams sent by name only, so that editing does not drop them', async () => {
    await seedSession();
    server.use(
      http.get(`${API_BASE}api/professional`, () =>
        HttpResponse.json({
          Data: [{ Id: 11, Name: 'Aline Martins Rocha', Email: 'aline@vidaplena.med.br', Teams: ['Mastologia', 'neuro-oncologia', 'Equipe Extinta'] }],
          Pagination: { CurrentPage: 1, TotalPage: 1, ItemPerPage: 100 },
        }),
      ),
    );
    await renderApp('/profissionais/editar/11');
    expect(await screen.findByRole('checkbox', { name: 'Mastologia' }, slow)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Neuro-oncologia' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Uro-oncologia' })).not.toBeChecked();
    expect(screen.getByText(/não encontrada\(s\) na lista: Equipe Extinta/)).toBeInTheDocument();
  });
});
