/** The Ficha through the real route tree (spec 02 §4, §5, §7): CID calls, the CEP lookup, its rules. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setShapes } from '@/mocks/control';
import { API_BASE, captureBodies, renderApp, requests, seedSession, server } from './harness';
import { slow } from '../waits';

const CEP_URL = 'https://viacep.example.com.br/ws/:cep/json/';

function cidTable() {
  return screen.getByRole('table', { name: 'CIDs do paciente' });
}

async function openFicha(id: string) {
  await seedSession();
  const app = await renderApp(`/pacientes/editar/ficha/${id}`);
  await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome' }).value).not.toBe(''), slow);
  await waitFor(() => expect(cidTable()).toBeInTheDocument(), slow);
  return app;
}

/** Adds C73 (thyroid), stage Localizado, from the draft row below the table. */
async function addThyroidCid(user: Awaited<ReturnType<typeof openFicha>>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'CID' }));
  await user.type(screen.getByRole('combobox', { name: 'CID' }), 'tireó');
  await user.click(await screen.findByRole('option', { name: /C73/ }));
  await user.click(screen.getByRole('combobox', { name: 'Estadiamento' }));
  await user.click(await screen.findByRole('option', { name: 'Localizado' }));
  await user.click(screen.getByRole('button', { name: 'Adicionar CID' }));
}

/** The code shown in the table's first saved row. */
function firstRowCode() {
  return within(cidTable()).getAllByRole('row')[1]?.querySelector('td')?.querySelector('p, span')?.textContent ?? '';
}

describe('Ficha', () => {
  it('saves the CID table as PUT for a changed row, POST for a new one, DELETE for a removed saved one', async () => {
    const puts = captureBodies('PUT', /api\/(cid\/)?patient\/1$/);
    const posts = captureBodies('POST', /api\/cid\/patient\/1$/);
    const { user } = await openFicha('1');
    const table = cidTable();
    const code = firstRowCode();

    await user.click(within(table).getByRole('combobox', { name: `Estadiamento ${code}` }));
    await user.click(await screen.findByRole('option', { name: 'IV' }));
    await addThyroidCid(user);
    await waitFor(() => expect(within(cidTable()).getByText('C73')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi editado com sucesso.', {}, slow)).toBeInTheDocument();
    const cidPut = puts.find((entry) => entry.path.includes('/cid/'));
    expect(cidPut?.body).toEqual([expect.objectContaining({ Estadio: 'IV', IsEnable: true })]);
    expect(posts.at(-1)?.body).toEqual([expect.objectContaining({ Id: 0, CIDId: 10, Estadio: 'LOC' })]);
    const record = puts.find((entry) => entry.path === '/api/patient/1')?.body as Record<string, unknown> | undefined;
    expect(typeof record?.Name).toBe('string');
    expect(record?.LifeStatus).toMatch(/^(InTreatment|OutTreatment|Deceased)$/);

    // The saved first row removed: DELETE api/cid/{entry}/patient/1 at the next Salvar.
    await waitFor(() => expect(within(cidTable()).getAllByRole('row')).toHaveLength(3));
    await user.click(within(cidTable()).getByRole('button', { name: `Remover o CID ${code}` }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE' && /^\/api\/cid\/\d+\/patient\/1$/.test(r.path))).toBe(true), slow);
  });

  it('a save that fails halfway through the CID table keeps the form, and the next Salvar never deletes a row twice', async () => {
    const posts = captureBodies('POST', /api\/cid\/patient\/1$/);
    const { user } = await openFicha('1');
    const code = firstRowCode();
    await user.click(within(cidTable()).getByRole('button', { name: `Remover o CID ${code}` }));
    await addThyroidCid(user);
    // The DELETE goes through; the POST of the new row fails once.
    server.use(http.post(`${API_BASE}api/cid/patient/1`, () => HttpResponse.json({ Message: 'Falhou' }, { status: 500 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Falhou'), slow);
    expect(within(cidTable()).getByText('C73')).toBeInTheDocument();
    expect(within(cidTable()).queryByText(code)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi editado com sucesso.', {}, slow)).toBeInTheDocument();
    const deletes = requests.filter((r) => r.method === 'DELETE' && /^\/api\/cid\/\d+\/patient\/1$/.test(r.path));
    expect(deletes).toHaveLength(1);
    expect(posts.at(-1)?.body).toEqual([expect.objectContaining({ Id: 0, CIDId: 10, Estadio: 'LOC' })]);
  });

  it("typing in a saved row's Morfologia keeps the focus and every letter, and the save sends it", async () => {
    const puts = captureBodies('PUT', /api\/cid\/patient\/1$/);
    const { user } = await openFicha('1');
    const code = firstRowCode();
    const morphology = within(cidTable()).getByRole('textbox', { name: `Morfologia ${code}` });
    await user.clear(morphology);
    await user.type(morphology, 'Carcinoma');
    const after = within(cidTable()).getByRole('textbox', { name: `Morfologia ${code}` });
    expect(after).toHaveValue('Carcinoma');
    expect(after).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi editado com sucesso.', {}, slow)).toBeInTheDocument();
    expect(puts.at(-1)?.body).toEqual([expect.objectContaining({ Morphology: 'Carcinoma' })]);
  });

  it('adding a CID row checks only the life state and the CID fields; saving with none says one is needed', async () => {
    const { user } = await openFicha('2');
    await user.clear(screen.getByRole('textbox', { name: 'Nome' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar CID' }));
    const cid = screen.getByRole('combobox', { name: 'CID' });
    await waitFor(() => expect(cid).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('textbox', { name: 'Nome' })).not.toHaveAttribute('aria-invalid');

    // Remove every row: saving asks for a CID and sends nothing.
    for (const button of within(cidTable()).getAllByRole('button', { name: /Remover o CID/ })) await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Um CID deve ser informado.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('choosing a life state clears the death date and notes; Falecido requires them', async () => {
    const { user } = await openFicha('3');
    await user.click(screen.getByRole('radio', { name: 'Falecido' }));
    await user.type(screen.getByRole('textbox', { name: 'Observações sobre o óbito' }), 'Em casa');
    await user.click(screen.getByRole('radio', { name: 'Em tratamento' }));
    expect(screen.queryByRole('textbox', { name: 'Observações sobre o óbito' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Falecido' }));
    expect(screen.getByRole('textbox', { name: 'Observações sobre o óbito' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Data do óbito' })).toHaveAttribute('aria-invalid', 'true'));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('the CEP lookup: runs at 8 digits without our token, fills the address, says when not found or failed, Enter never submits', async () => {
    const seen: (string | null)[] = [];
    let answer: 'found' | 'erro' | 'fail' = 'found';
    server.use(
      http.get(CEP_URL, ({ request, params }) => {
        seen.push(request.headers.get('authorization'));
        // A patient's address never goes into the browser's HTTP cache.
        expect(request.cache).toBe('no-store');
        if (answer === 'fail') return HttpResponse.error();
        if (answer === 'erro') return HttpResponse.json({ erro: 'true' });
        const street = params.cep === '01001001' ? 'Rua Direita' : 'Praça da Sé';
        return HttpResponse.json({ cep: '01001-000', logradouro: street, complemento: 'lado ímpar', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' });
      }),
    );
    const { user } = await openFicha('4');
    const cep = screen.getByRole('textbox', { name: 'CEP' });
    const complement = screen.getByRole('textbox', { name: 'Complemento' });
    await user.clear(complement);
    await user.clear(cep);
    await user.type(cep, '0100100');
    expect(seen).toHaveLength(0);
    await user.type(cep, '0{Enter}');
    expect(await screen.findByText('Endereço preenchido pelo CEP. Confira os dados.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Logradouro' })).toHaveValue('Praça da Sé');
    expect(screen.getByRole('textbox', { name: 'Bairro' })).toHaveValue('Sé');
    expect(seen).toEqual([null]);
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    // Complemento is filled only when empty: what the user typed there stays.
    expect(complement).toHaveValue('lado ímpar');
    await user.clear(complement);
    await user.type(complement, 'Apto 12');
    await user.clear(cep);
    await user.type(cep, '01001001');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Logradouro' })).toHaveValue('Rua Direita'));
    expect(complement).toHaveValue('Apto 12');

    answer = 'erro';
    await user.clear(cep);
    await user.type(cep, '99999999');
    expect(await screen.findByText('CEP não encontrado. Preencha o endereço.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Logradouro' })).not.toBeDisabled();

    answer = 'fail';
    await user.clear(cep);
    await user.type(cep, '88888888');
    expect(await screen.findByText('Não foi possível consultar o CEP. Preencha o endereço.')).toBeInTheDocument();
  });
});

function listRows() {
  return within(screen.getByRole('table', { name: 'Lista de pacientes' }))
    .getAllByRole('row')
    .slice(1);
}

describe('patients list', () => {
  it('with no licence left, an unlicensed patient cannot get one and the screen says why', async () => {
    server.use(http.get(`${API_BASE}api/licenses`, () => HttpResponse.json({ TotalLicenses: 127, AvailableLicenses: 0 })));
    await seedSession();
    await renderApp('/pacientes');
    await waitFor(() => expect(listRows()).toHaveLength(10), slow);
    const notice = await screen.findByText(/Não há licenças disponíveis/);
    const switches = screen.getAllByRole('switch');
    const off = switches.filter((input) => !(input as HTMLInputElement).checked);
    const on = switches.filter((input) => (input as HTMLInputElement).checked);
    expect(off.length).toBeGreaterThan(0);
    for (const input of off) {
      expect(input).toBeDisabled();
      const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(described?.contains(notice)).toBe(true);
    }
    // Taking a licence back stays possible.
    for (const input of on) expect(input).not.toBeDisabled();
  });

  it('reads the alternate shapes without losing a row, and the record too', async () => {
    setShapes('alternate');
    await seedSession();
    const { user } = await renderApp('/pacientes');
    await waitFor(() => expect(listRows()).toHaveLength(10), slow);
    expect(screen.queryByText(/não pôde ser exibid/)).not.toBeInTheDocument();
    const first = listRows()[0];
    const link = within(first!).getAllByRole('link')[0]!;
    const name = link.textContent ?? '';
    await user.click(link);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome' }).value).toBe(name), slow);
    // The CID section renders just after the first two (below the fold).
    expect(within(await screen.findByRole('table', { name: 'CIDs do paciente' }, slow)).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByText(/CIDs? não pu/)).not.toBeInTheDocument();
  });
});

describe('the patients list’s search text', () => {
  it('never reaches the address; back from a record it is kept, from the menu the list starts anew', async () => {
    await seedSession();
    const { user, router } = await renderApp('/pacientes');
    const box = await screen.findByRole('searchbox', { name: 'Pesquisar' }, slow);
    const rows = within(await screen.findByRole('table', {}, slow));
    const name = (await rows.findAllByRole('link', {}, slow))[0]!.textContent;
    await user.type(box, `${name}{Enter}`);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/patient/search' && r.search.get('queryParameter') === name)).toBe(true), slow);
    const table = await screen.findByRole('table', {}, slow);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), slow);
    // The address (which the browser keeps on disk) carries no part of the name.
    expect(decodeURIComponent(router.state.location.href)).not.toContain(name.split(' ')[0]);

    await user.click(within(table).getByRole('link', { name }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/pacientes\/editar\/ficha\//), slow);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pacientes'), slow);
    expect(await screen.findByRole('searchbox', { name: 'Pesquisar' }, slow)).toHaveValue(name);
    expect(decodeURIComponent(router.state.location.href)).not.toContain(name.split(' ')[0]);

    await user.click(within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', { name: 'Alertas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alertas'), slow);
    await user.click(within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', { name: 'Pacientes' }));
    expect(await screen.findByRole('searchbox', { name: 'Pesquisar' }, slow)).toHaveValue('');
  });

  it('an old link with the text in its address: the list searches it, and the address drops it', async () => {
    await seedSession();
    const { router } = await renderApp('/pacientes?search=Silva');
    expect(await screen.findByRole('searchbox', { name: 'Pesquisar' }, slow)).toHaveValue('Silva');
    await waitFor(() => expect(router.state.location.href).not.toContain('Silva'), slow);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/patient/search' && r.search.get('queryParameter') === 'Silva')).toBe(true), slow);
  });
});

describe('patient container', () => {
  it('an unexplained failure of the record shows the summary error and a reload; an unknown id goes to the list', async () => {
    server.use(http.get(`${API_BASE}api/patient/record/7`, () => new HttpResponse('', { status: 500 })));
    await seedSession();
    const { router } = await renderApp('/pacientes/editar/ficha/7');
    expect(await screen.findByText('Ocorreu um erro desconhecido.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Recarregar' }, slow)).toBeInTheDocument();
    await router.navigate({ to: '/pacientes/editar/$tab/$id', params: { tab: 'ficha', id: '99999' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pacientes'), slow);
    expect(await screen.findByText('Paciente não encontrado.')).toBeInTheDocument();
  });

  it('a failed PDF export says so and the Ficha stays as typed', async () => {
    server.use(http.get(`${API_BASE}api/patient/export/:id`, () => HttpResponse.json({ Message: null }, { status: 500 })));
    const { user } = await openFicha('6');
    await user.type(screen.getByRole('textbox', { name: 'Alergias' }), ' e látex');
    await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    expect(await screen.findByText('Não foi possível exportar a ficha em PDF. Tente novamente.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Alergias' }).value).toMatch(/ e látex$/);
  });
});

describe('team reassignment and the licence: consequential one-click changes', () => {
  type User = Awaited<ReturnType<typeof renderApp>>['user'];
  afterEach(() => vi.useRealTimers());

  /** The list on a fake clock that also runs with real time: the test moves it past the 10 s of a notice. */
  async function openList() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await seedSession();
    const app = await renderApp('/pacientes');
    await waitFor(() => expect(listRows()).toHaveLength(10), slow);
    const name = within(listRows()[0]!).getAllByRole('link')[0]!.textContent ?? '';
    return { ...app, name };
  }

  function teamButton(name: string) {
    return screen.getByRole('button', { name: new RegExp(`^Equipe de ${name}:`) });
  }

  /** Tab, as a keyboard user does, until `target` has the focus. */
  async function tabTo(user: User, target: HTMLElement) {
    for (let presses = 0; presses < 150 && document.activeElement !== target; presses += 1) await user.tab();
    expect(document.activeElement).toBe(target);
  }

  /** Opens the team menu and clicks a team other than the patient's; returns its name. */
  async function chooseOtherTeam(user: User, name: string) {
    await user.click(teamButton(name));
    const items = await screen.findAllByRole('menuitem', {}, slow);
    const other = items.find((item) => item.getAttribute('aria-current') !== 'true' && !item.hasAttribute('data-disabled'))!;
    const team = other.textContent ?? '';
    await user.click(other);
    return team;
  }

  const passTheNoticeWindow = () => act(() => vi.advanceTimersByTimeAsync(11_000));

  it('a team move asks first, naming the patient and where the alerts go; Cancelar and Escape send nothing', async () => {
    const { user, name } = await openList();
    const sent = captureBodies('PUT', /\/api\/patient\/changeteam\//);
    const from = teamButton(name).textContent ?? '';
    const team = await chooseOtherTeam(user, name);
    const dialog = await screen.findByRole('dialog', { name: `Mover ${name} para a equipe ${team}?` });
    expect(dialog).toHaveTextContent(/Os alertas (desta paciente|deste paciente|de .+) passarão a ir para essa equipe, e não mais para a equipe /);
    expect(dialog).toHaveTextContent(from);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(teamButton(name)).toHaveFocus();

    await chooseOtherTeam(user, name);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(teamButton(name)).toHaveFocus();
    expect(sent).toEqual([]);
    expect(requests.some((r) => r.method === 'PUT' && r.path.includes('changeteam'))).toBe(false);
    expect(teamButton(name)).toHaveAccessibleName(`Equipe de ${name}: ${from}. Alterar a equipe`);
  });

  it('the team menu, built at first use, opens from the arrow keys too; Escape gives the focus back to the cell', async () => {
    const { user, name } = await openList();
    // No menu exists until a cell is used: the list renders none for its rows.
    expect(teamButton(name)).toHaveAttribute('aria-haspopup', 'menu');
    expect(teamButton(name)).toHaveAttribute('aria-expanded', 'false');
    await tabTo(user, teamButton(name));
    await user.keyboard('{ArrowDown}');
    expect(await screen.findAllByRole('menuitem', {}, slow)).not.toHaveLength(0);
    expect(teamButton(name)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    await waitFor(() => expect(teamButton(name)).toHaveFocus());
    // Opened again, the menu is the same one.
    await user.keyboard('{Enter}');
    expect(await screen.findAllByRole('menuitem', {}, slow)).not.toHaveLength(0);
  });

  it('a confirmed move is sent once and the cell shows the new team, the focus back on it', async () => {
    const { user, name } = await openList();
    const sent = captureBodies('PUT', /\/api\/patient\/changeteam\//);
    const team = await chooseOtherTeam(user, name);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: `Mover para ${team}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    expect(teamButton(name)).toHaveAccessibleName(`Equipe de ${name}: ${team}. Alterar a equipe`);
    expect(teamButton(name)).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as { TeamId?: unknown }).TeamId).toBeDefined();
  });

  it("a refused move says 'Erro desconhecido' when the server said nothing, the server's message otherwise", async () => {
    const { user, name } = await openList();
    const from = teamButton(name).textContent ?? '';
    server.use(http.put(`${API_BASE}api/patient/changeteam/:id`, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    let team = await chooseOtherTeam(user, name);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: `Mover para ${team}` }));
    expect(await screen.findByText('Erro desconhecido', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(teamButton(name)).toHaveTextContent(from);
    expect(teamButton(name)).toHaveFocus();

    server.use(http.put(`${API_BASE}api/patient/changeteam/:id`, () => HttpResponse.json({ Message: 'Equipe inativa.' }, { status: 400 }), { once: true }));
    team = await chooseOtherTeam(user, name);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: `Mover para ${team}` }));
    expect(await screen.findByText('Equipe inativa.', {}, slow)).toBeInTheDocument();
    expect(teamButton(name)).toHaveTextContent(from);
  });

  it('a team move with the keyboard only: menu, dialog, Tab to the confirmation, focus back on the cell', async () => {
    const { user, name } = await openList();
    const sent = captureBodies('PUT', /\/api\/patient\/changeteam\//);
    await tabTo(user, teamButton(name));
    await user.keyboard('{Enter}');
    await screen.findAllByRole('menuitem', {}, slow);
    await user.keyboard('{ArrowDown}');
    if (document.activeElement?.getAttribute('aria-current') === 'true') await user.keyboard('{ArrowDown}');
    const team = document.activeElement?.textContent ?? '';
    expect(document.activeElement).toHaveRole('menuitem');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Mover ${name} para a equipe ${team}?` });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('button', { name: `Mover para ${team}` })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    expect(teamButton(name)).toHaveAccessibleName(`Equipe de ${name}: ${team}. Alterar a equipe`);
    expect(teamButton(name)).toHaveFocus();
    expect(sent).toHaveLength(1);
  });

  it("the licence flips at once; once the server took it, a message offers 'Desfazer', which sends the reverse call", async () => {
    const { user, name } = await openList();
    const sent = captureBodies('PUT', /\/api\/patient\/[^/]+\/license$/);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: `Licenciado: ${name}` });
    const was = toggle.checked;
    await user.click(toggle);
    expect(toggle.checked).toBe(!was);
    const status = within(toggle.closest('td')!).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(was ? `Licença retirada de ${name}.` : `Licença concedida a ${name}.`), slow);
    await user.click(within(status).getByRole('button', { name: 'Desfazer' }));
    expect(toggle).toHaveFocus();
    expect(toggle.checked).toBe(was);
    await waitFor(() => expect(sent).toHaveLength(2), slow);
    expect(sent.map((s) => s.body)).toEqual([{ IsLicensed: !was }, { IsLicensed: was }]);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'false'), slow);
    expect(toggle.checked).toBe(was);
    expect(status).toBeEmptyDOMElement();
  });

  it('the message goes after its few seconds, but never while the focus or the pointer is on it', async () => {
    const { user, name } = await openList();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: `Licenciado: ${name}` });
    const status = within(toggle.closest('td')!).getByRole('status');
    await user.click(toggle);
    const undo = await within(status).findByRole('button', { name: 'Desfazer' }, slow);
    await user.hover(undo);
    await passTheNoticeWindow();
    expect(undo).toBeInTheDocument();
    await user.unhover(undo);
    await passTheNoticeWindow();
    expect(status).toBeEmptyDOMElement();

    // By the keyboard: Space on the switch, the next Tab is 'Desfazer', which stays while focused.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'false'), slow);
    await tabTo(user, toggle);
    await user.keyboard(' ');
    await within(status).findByRole('button', { name: 'Desfazer' }, slow);
    await user.tab();
    expect(within(status).getByRole('button', { name: 'Desfazer' })).toHaveFocus();
    await passTheNoticeWindow();
    expect(within(status).getByRole('button', { name: 'Desfazer' })).toHaveFocus();
    const before = toggle.checked;
    await user.keyboard('{Enter}');
    expect(toggle).toHaveFocus();
    expect(toggle.checked).toBe(!before);
  });

  it('a refused toggle reverts with only a log and no message; a refused undo says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, name } = await openList();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: `Licenciado: ${name}` });
    const status = within(toggle.closest('td')!).getByRole('status');
    const was = toggle.checked;
    server.use(http.put(`${API_BASE}api/patient/:id/license`, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await user.click(toggle);
    await waitFor(() => expect(warn).toHaveBeenCalled(), slow);
    await waitFor(() => expect(toggle.checked).toBe(was));
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByText('Erro desconhecido')).not.toBeInTheDocument();

    await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'false'), slow);
    await user.click(toggle);
    const undo = await within(status).findByRole('button', { name: 'Desfazer' }, slow);
    server.use(http.put(`${API_BASE}api/patient/:id/license`, () => HttpResponse.json({}, { status: 400 }), { once: true }));
    await user.click(undo);
    await waitFor(() => expect(status).toHaveTextContent(`Não foi possível desfazer: ${name} continua ${was ? 'sem' : 'com'} licença.`), slow);
    expect(toggle.checked).toBe(!was);
    warn.mockRestore();
  });
});
