/** Registros through the real route tree (spec 02 §2, §3, §5, §7, §8, §9). */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failPath, setShapes } from '@/mocks/control';
import { store } from '@/mocks/store';
import type { HistoryRecord } from '@/mocks/types-tabs';
import { API_BASE, captureBodies, renderApp, requests, seedSession, server } from './harness';
import { slow } from '../waits';

const RICH = 11;
const EMPTY = 13;
const SHARED = 151;

/** The patient's records in the list's order (newest start first, undated last). */
function stored(patientId: number): HistoryRecord[] {
  return store.historyRecords
    .filter((record) => record.PatientId === patientId)
    .sort((a, b) =>
      a.InitialDate === b.InitialDate ? b.Id - a.Id : a.InitialDate === null ? 1 : b.InitialDate === null ? -1 : b.InitialDate.localeCompare(a.InitialDate),
    );
}

const typeName = (record: HistoryRecord) => store.historyRecordTypes.find((type) => type.Id === record.HistoryRecordTypeId)?.Name ?? '';
const br = (iso: string) => iso.split('-').reverse().join('/');

function cards() {
  return within(screen.getByRole('list', { name: 'Registros do paciente' })).getAllByRole('listitem');
}

async function openRecords(id: number, { wait = true } = {}) {
  await seedSession();
  const app = await renderApp(`/pacientes/editar/registros/${id}`);
  if (wait) await waitFor(() => expect(cards().length).toBeGreaterThan(0), slow);
  return app;
}

async function openAdd(user: Awaited<ReturnType<typeof openRecords>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Adicionar registro' }, slow));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar registro' });
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toBeInTheDocument(), slow);
  return dialog;
}

async function chooseType(user: Awaited<ReturnType<typeof openRecords>>['user'], dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
  await user.click(await screen.findByRole('option', { name }));
}

function note(length: number, word = 'palavra'): string {
  let text = '';
  while (text.length < length) text += `${word} `;
  return text.slice(0, length);
}

describe('Registros: the list', () => {
  it('shows ten cards a page with the type, the dates as DD/MM/YYYY and the notes, and pages on the server', async () => {
    const { user } = await openRecords(RICH);
    const records = stored(RICH);
    expect(records).toHaveLength(13);
    expect(cards()).toHaveLength(10);
    const first = records[0]!;
    const card = cards()[0]!;
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(typeName(first));
    expect(card).toHaveTextContent(`Data início: ${br(first.InitialDate!)}`);
    const list = requests.find((r) => r.path === `/api/historyRecord/patient/${RICH}`);
    expect(list?.search.get('page')).toBe('1');
    expect(list?.search.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(cards()).toHaveLength(3), slow);
    expect(requests.some((r) => r.path === `/api/historyRecord/patient/${RICH}` && r.search.get('page') === '2')).toBe(true);
    expect(within(cards()[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(typeName(records[10]!));
  });

  it('an empty patient says so; a failed list offers a reload', async () => {
    failPath({ path: `api/historyRecord/patient/${EMPTY}`, method: 'GET', status: 500, times: 1 });
    const { user } = await openRecords(EMPTY, { wait: false });
    expect(await screen.findByText('Não foi possível carregar a lista.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Erro simulado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByText('Você ainda não incluiu nenhum registro.', {}, slow)).toBeInTheDocument();
  });

  it('cuts long notes at 120 characters, extends to 350, and opens them whole; short ones stay whole', async () => {
    const long = note(400);
    const short = note(140, 'curta');
    store.historyRecords.push(
      { Id: 9001, PatientId: EMPTY, HistoryRecordTypeId: 2, InitialDate: '2024-03-10', EndDate: null, HistoryRecordNotes: long },
      { Id: 9002, PatientId: EMPTY, HistoryRecordTypeId: 3, InitialDate: '2024-01-05', EndDate: '2024-02-01', HistoryRecordNotes: short },
    );
    const { user } = await openRecords(EMPTY);
    const [longCard, shortCard] = cards() as [HTMLElement, HTMLElement];
    expect(longCard).toHaveTextContent(`${long.slice(0, 120).trimEnd()}…`);
    expect(longCard).not.toHaveTextContent(long.slice(0, 121));
    const more = within(longCard).getByRole('button', { name: 'Ver mais' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(longCard).getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
    expect(longCard).toHaveTextContent(`${long.slice(0, 350).trimEnd()}…`);
    await user.click(within(longCard).getByRole('button', { name: 'Ler observações completas' }));
    const whole = await screen.findByRole('dialog', { name: 'Observações: Quimioterapia de 10/03/2024' });
    expect(whole).toHaveTextContent(long.trim());

    expect(shortCard).toHaveTextContent(short.trim());
    expect(shortCard).toHaveTextContent('Data final: 01/02/2024');
    expect(within(shortCard).queryByRole('button', { name: 'Ver mais' })).not.toBeInTheDocument();
  });

  it('counts a row it cannot read and shows the others; reads the other date forms', async () => {
    server.use(
      http.get(`${API_BASE}api/historyRecord/patient/${EMPTY}`, () =>
        HttpResponse.json({
          Data: [
            {
              Id: '71',
              HistoryRecordType: { Id: '2', Name: 'Quimioterapia' },
              InitialDate: '2024-03-10T00:00:00.0000000-03:00',
              EndDate: null,
              HistoryRecordNotes: 'ok',
            },
            { HistoryRecordType: 'Cirurgia', InitialDate: '2024-01-01T00:00:00' },
          ],
          Pagination: { CurrentPage: '1', TotalPage: '1', ItemPerPage: '10' },
        }),
      ),
    );
    await openRecords(EMPTY);
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Data início: 10/03/2024');
    expect(screen.getByText('1 registro não pôde ser exibido.')).toBeInTheDocument();
  });

  it('view-only (another institution’s patient): the records, and no add, edit or delete', async () => {
    expect(stored(SHARED).length).toBeGreaterThan(0);
    await openRecords(SHARED);
    await screen.findByRole('region', { name: 'Resumo do paciente' }, slow);
    expect(screen.queryByRole('button', { name: 'Adicionar registro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar registro/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir registro/ })).not.toBeInTheDocument();
  });
});

describe('Registros: add and edit', () => {
  it('adds a record: focus on the type, dates sent as MM/DD/YYYY with the spec’s keys, saved once on a double click', async () => {
    const posts = captureBodies('POST', /^\/api\/historyRecord\/patient\/13$/);
    const { user } = await openRecords(EMPTY, { wait: false });
    expect(await screen.findByText('Você ainda não incluiu nenhum registro.', {}, slow)).toBeInTheDocument();
    const dialog = await openAdd(user);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveFocus());
    await chooseType(user, dialog, 'Quimioterapia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Data início' }), '10032024');
    await user.type(within(dialog).getByRole('textbox', { name: 'Data final' }), '15052024');
    await user.type(within(dialog).getByRole('textbox', { name: 'Observações' }), 'FOLFOX, 6 ciclos.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi inserido com sucesso.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cards()).toHaveLength(1), slow);
    expect(cards()[0]).toHaveTextContent('Data início: 10/03/2024');
    expect(cards()[0]).toHaveTextContent('Data final: 15/05/2024');
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/historyRecord/patient/13')).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ historyRecordTypeId: 2, historyRecordNotes: 'FOLFOX, 6 ciclos.', initialDate: '03/10/2024', endDate: '05/15/2024' });
  });

  it('type is required, the end may not come before the start, and nothing is sent until both hold', async () => {
    const { user } = await openRecords(EMPTY, { wait: false });
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveAttribute('aria-invalid', 'true');

    await chooseType(user, dialog, 'Radioterapia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Data início' }), '10032024');
    await user.type(within(dialog).getByRole('textbox', { name: 'Data final' }), '01032024');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('A data final não pode ser menor que a data início.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('type 1 hides the end date; type 4 hides and clears the dates and the notes, and sends them empty', async () => {
    const posts = captureBodies('POST', /^\/api\/historyRecord\/patient\/13$/);
    const { user } = await openRecords(EMPTY, { wait: false });
    const dialog = await openAdd(user);
    await chooseType(user, dialog, 'Quimioterapia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Data início' }), '10032024');
    await user.type(within(dialog).getByRole('textbox', { name: 'Data final' }), '15052024');
    await user.type(within(dialog).getByRole('textbox', { name: 'Observações' }), 'Texto');

    await chooseType(user, dialog, 'Cirurgia');
    expect(within(dialog).queryByRole('textbox', { name: 'Data final' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Data início' })).toHaveValue('10/03/2024');

    await chooseType(user, dialog, 'Sem tratamento oncológico prévio');
    for (const name of ['Data início', 'Data final', 'Observações']) {
      expect(within(dialog).queryByRole('textbox', { name })).not.toBeInTheDocument();
    }
    await chooseType(user, dialog, 'Quimioterapia');
    expect(within(dialog).getByRole('textbox', { name: 'Data início' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Observações' })).toHaveValue('');

    await user.type(within(dialog).getByRole('textbox', { name: 'Observações' }), 'De novo');
    await chooseType(user, dialog, 'Sem tratamento oncológico prévio');
    // Two submits before React renders again (a double Enter on a slow device) still save once.
    const form = dialog.querySelector('form')!;
    act(() => {
      for (let i = 0; i < 2; i += 1) form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(await screen.findByText('O registro foi inserido com sucesso.', {}, slow)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ historyRecordTypeId: 4, historyRecordNotes: null, initialDate: null, endDate: null });
  });

  it('a refused save shows the server’s answer in the dialog and keeps what was typed', async () => {
    failPath({
      path: `api/historyRecord/patient/${EMPTY}`,
      method: 'POST',
      status: 400,
      body: { Title: 'Dados inválidos', Message: null, Errors: ['Data início inválida: use mês/dia/ano.'] },
      times: 1,
    });
    const { user } = await openRecords(EMPTY, { wait: false });
    const dialog = await openAdd(user);
    await chooseType(user, dialog, 'Imunoterapia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Data início' }), '02012025');
    await user.type(within(dialog).getByRole('textbox', { name: 'Observações' }), 'Pembrolizumabe.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    // The alert's region is laid out empty and filled on the next frame (AlertMessageView).
    const alert = await within(dialog).findByRole('alert', {}, slow);
    await waitFor(() => expect(alert).toHaveTextContent('Dados inválidos'));
    expect(alert).toHaveTextContent('Data início inválida: use mês/dia/ano.');
    expect(within(dialog).getByRole('textbox', { name: 'Data início' })).toHaveValue('02/01/2025');
    expect(within(dialog).getByRole('textbox', { name: 'Data início' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Observações' })).toHaveValue('Pembrolizumabe.');
    expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveValue('Imunoterapia');

    // Sent again, it saves.
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi inserido com sucesso.', {}, slow)).toBeInTheDocument();
  });

  it('edits a record with PUT api/historyRecord/{id}/patient/{patientId}, the form starting from the card', async () => {
    const puts = captureBodies('PUT', /^\/api\/historyRecord\/\d+\/patient\/11$/);
    const { user } = await openRecords(RICH);
    const record = stored(RICH).find((item) => item.HistoryRecordTypeId === 2 && item.EndDate !== null)!;
    const label = `Editar registro ${typeName(record)} de ${br(record.InitialDate!)}`;
    await user.click(screen.getAllByRole('button', { name: label })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Editar registro' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveValue('Quimioterapia'), slow);
    expect(within(dialog).getByRole('textbox', { name: 'Data início' })).toHaveValue(br(record.InitialDate!));
    expect(within(dialog).getByRole('textbox', { name: 'Data final' })).toHaveValue(br(record.EndDate!));
    const notes = within(dialog).getByRole('textbox', { name: 'Observações' });
    await user.clear(notes);
    await user.type(notes, 'Revisado.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi editado com sucesso.', {}, slow)).toBeInTheDocument();
    const [month, day, year] = [record.InitialDate!.slice(5, 7), record.InitialDate!.slice(8), record.InitialDate!.slice(0, 4)];
    expect(puts[0]?.path).toBe(`/api/historyRecord/${record.Id}/patient/11`);
    expect(puts[0]?.body).toEqual(expect.objectContaining({ historyRecordTypeId: 2, historyRecordNotes: 'Revisado.', initialDate: `${month}/${day}/${year}` }));
    await waitFor(() => expect(screen.getAllByText('Revisado.').length).toBeGreaterThan(0), slow);
  });

  it('alternate shapes: a type sent as its bare name is matched to its id, and editing sends that id', async () => {
    setShapes('alternate');
    const puts = captureBodies('PUT', /^\/api\/historyRecord\/\d+\/patient\/11$/);
    const { user } = await openRecords(RICH);
    expect(screen.queryByText(/não pôde ser exibido|não puderam/)).not.toBeInTheDocument();
    // The first row of a page comes with its type as a bare name.
    const first = stored(RICH)[0]!;
    expect(within(cards()[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(typeName(first));
    await user.click(within(cards()[0]!).getByRole('button', { name: /^Editar registro/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar registro' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveValue(typeName(first)), slow);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi editado com sucesso.', {}, slow)).toBeInTheDocument();
    expect(puts[0]?.path).toBe(`/api/historyRecord/${first.Id}/patient/11`);
    expect(puts[0]?.body).toEqual(expect.objectContaining({ historyRecordTypeId: first.HistoryRecordTypeId }));
  });
});

describe('Registros: closing the dialog', () => {
  it('with unsaved changes, Escape and Cancelar ask first; staying keeps what was typed, leaving drops it', async () => {
    const { user } = await openRecords(EMPTY, { wait: false });
    let dialog = await openAdd(user);
    await chooseType(user, dialog, 'Quimioterapia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Observações' }), 'FOLFOX, 6 ciclos.');

    await user.keyboard('{Escape}');
    let leave = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(leave).toHaveTextContent('As alterações feitas neste formulário ainda não foram salvas e serão perdidas.');
    await waitFor(() => expect(within(leave).getByRole('button', { name: 'Continuar editando' })).toHaveFocus());
    await user.click(within(leave).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sair sem salvar?' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Observações' })).toHaveValue('FOLFOX, 6 ciclos.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    leave = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    // Escape in the question means staying, too.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sair sem salvar?' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Adicionar registro' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    leave = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(leave).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar registro' })).toHaveFocus());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    // The next opening starts afresh, and closes at once while nothing is typed.
    dialog = await openAdd(user);
    expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a pristine edit closes at once with Cancelar, and asks once a field changed', async () => {
    const { user } = await openRecords(RICH);
    await user.click(within(cards()[0]!).getByRole('button', { name: /^Editar registro/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar registro' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveValue(typeName(stored(RICH)[0]!)), slow);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(cards()[0]!).getByRole('button', { name: /^Editar registro/ }));
    dialog = await screen.findByRole('dialog', { name: 'Editar registro' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveValue(typeName(stored(RICH)[0]!)), slow);
    await user.type(within(dialog).getByRole('textbox', { name: 'Observações' }), ' Revisado.');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).toBeInTheDocument();
  });
});

describe('Registros: delete', () => {
  it('asks first; Cancelar keeps the record and gives the focus back; Excluir deletes and says so', async () => {
    const { user } = await openRecords(RICH);
    const record = stored(RICH)[0]!;
    const label = `Excluir registro ${typeName(record)} de ${br(record.InitialDate!)}`;
    const button = within(cards()[0]!).getByRole('button', { name: label });
    await user.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Deseja excluir esse registro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Deseja excluir esse registro?' });
    expect(dialog).toHaveTextContent(`${typeName(record)} de ${br(record.InitialDate!)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('O registro foi deletado com sucesso.', {}, slow)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/api/historyRecord/${record.Id}/patient/11`]);
    expect(store.historyRecords.some((item) => item.Id === record.Id)).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar registro' })).toHaveFocus());
  });

  it('a failed delete shows the danger alert and keeps the record', async () => {
    failPath({ path: 'api/historyRecord/', method: 'DELETE', status: 500 });
    const { user } = await openRecords(RICH);
    await user.click(within(cards()[0]!).getByRole('button', { name: /^Excluir registro/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deseja excluir esse registro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro simulado.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro simulado.');
    expect(cards()).toHaveLength(10);
  });
});
