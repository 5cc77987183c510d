/** Conversas Encerradas and Anexos through the real route tree (spec 02 §2, §7, §8). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failPath, setShapes } from '@/mocks/control';
import { API_BASE, captureDownloads, renderApp, requests, seedSession, server } from './harness';
import { slow } from '../waits';

/** The search's pause in typing (decision 0003). */
const PAUSE_MS = 300;
const RICH = '11';
const EMPTY = '13';

async function openTab(tab: 'conversas_encerradas' | 'anexos', id = RICH) {
  await seedSession();
  return renderApp(`/pacientes/editar/${tab}/${id}`);
}

/** The files the page offered for download, by name (jsdom cannot save them). */
let saved: string[] = [];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function chatList() {
  return screen.findByRole('list', { name: 'Conversas encerradas' }, slow);
}

/** Whether `list` shows the previous answer while the next one comes. */
function busy(list: HTMLElement) {
  return list.closest('[aria-busy]')?.getAttribute('aria-busy');
}

/**
 * The app on a fake clock that runs with real time until `holdClock`: then it moves only as the
 * test moves it, so a pause in typing is measured on it and not on how fast this machine
 * dispatches the keys.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}
function holdClock() {
  vi.setTimerTickMode('manual');
}
function releaseClock() {
  vi.setTimerTickMode('interval');
}

describe('Conversas Encerradas', () => {
  it('lists closed chats 10 a page, pages, and searches after a pause in typing', async () => {
    fakeClock();
    const { user } = await openTab('conversas_encerradas');
    const list = await chatList();
    expect(within(list).getAllByRole('listitem').length).toBe(10);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/api/chat/history/patient/11') && r.search.get('page') === '2')).toBe(true));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Conversas encerradas' })).getAllByRole('listitem').length).toBeLessThan(10), slow);
    await waitFor(() => expect(busy(list)).toBe('false'), slow);

    const box = screen.getByRole('textbox', { name: 'Pesquisar nas conversas' });
    const searches = () => requests.filter((r) => r.path.includes('/api/chat/history/') && r.search.has('search'));
    holdClock();
    // A key every 100 ms: each one starts the pause again.
    const text = 'tomografia';
    for (let end = 1; end <= text.length; end += 1) {
      fireEvent.change(box, { target: { value: text.slice(0, end) } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await act(() => vi.advanceTimersByTimeAsync(PAUSE_MS - 100 - 1));
    expect(box).toHaveValue('tomografia');
    expect(busy(list)).toBe('false');
    expect(searches()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    // The search has left: the list shows the previous page until its answer comes.
    expect(busy(list)).toBe('true');
    releaseClock();
    await waitFor(() => expect(requests.some((r) => r.search.get('search') === 'tomografia' && r.search.get('page') === '1')).toBe(true), slow);
    // One request for the whole word, not one per letter.
    expect(searches()).toHaveLength(1);
    await waitFor(() => {
      for (const item of within(screen.getByRole('list', { name: 'Conversas encerradas' })).getAllByRole('listitem')) {
        expect(item.textContent).toMatch(/tomografia/i);
      }
    }, slow);
  });

  it("'Ver mais' shows the conversation by origin, and its document downloads with the token in the header", async () => {
    const { user } = await openTab('conversas_encerradas');
    const list = await chatList();
    const withDocument = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('button', { name: /^Baixar / }));
    if (!withDocument) throw new Error('no chat with a document on page 1');
    await user.click(within(withDocument).getByRole('button', { name: /^Ver mais/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(1), slow);
    expect(within(dialog).getByText(/^Paciente · /)).toBeInTheDocument();
    expect(within(dialog).getAllByText(/^(Médico|Profissional) · /).length).toBeGreaterThan(0);

    const document = within(dialog).getByRole('button', { name: /^Baixar / });
    const name = (document.textContent ?? '').trim();
    await user.click(document);
    await waitFor(() => expect(saved).toEqual([name]), slow);
    const call = requests.find((r) => r.path.includes('/api/chat/attacheddocument/'));
    expect(call?.authorization).toMatch(/^Bearer /);
    expect(call?.path).not.toMatch(/token|Bearer/i);
    expect(call?.search.toString()).toBe('');
  });

  it('a 404 (no chats) is a warning, not a danger alert', async () => {
    await openTab('conversas_encerradas', EMPTY);
    const warning = await screen.findByText('Nenhuma conversa encerrada foi encontrada.', {}, slow);
    expect(warning.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed search closes the open conversation and says why', async () => {
    fakeClock();
    await openTab('conversas_encerradas');
    const list = await chatList();
    failPath({ path: 'api/chat/history/patient/11', status: 500 });
    // The search leaves after a pause in typing; the user opens a conversation meanwhile.
    holdClock();
    fireEvent.change(screen.getByRole('textbox', { name: 'Pesquisar nas conversas' }), { target: { value: 'dor' } });
    fireEvent.click(within(list).getAllByRole('button', { name: /^Ver mais/ })[0]!);
    await act(() => vi.advanceTimersByTimeAsync(PAUSE_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(busy(list)).toBe('false');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(busy(list)).toBe('true');
    releaseClock();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(await screen.findByText('Erro simulado.', {}, slow)).toBeInTheDocument();
    expect(requests.filter((r) => r.search.get('search') === 'dor')).toHaveLength(1);
  });

  it('reads the alternate shapes: a conversation as a bare list, documents as bare addresses', async () => {
    setShapes('alternate');
    const { user } = await openTab('conversas_encerradas');
    const list = await chatList();
    expect(within(list).getAllByRole('listitem').length).toBe(10);
    await user.click(within(list).getAllByRole('button', { name: /^Ver mais/ })[0]!);
    const dialog = await screen.findByRole('dialog', {}, slow);
    await waitFor(() => expect(within(dialog).getAllByText(/^(Paciente|Médico|Profissional)/).length).toBeGreaterThan(1), slow);
  });
});

describe('Anexos', () => {
  async function table() {
    return screen.findByRole('table', { name: 'Anexos do paciente' }, slow);
  }
  const column = (index: number) => () =>
    within(screen.getByRole('table', { name: 'Anexos do paciente' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');

  it('sorts by date, sender and file type, each both ways', async () => {
    const { user } = await openTab('anexos');
    // Patient 11's attachments fill more than one page: the caption says the order is the page's.
    expect(within(await table()).getByText('A ordenação vale para os anexos desta página.')).toBeInTheDocument();
    const dates = column(0);
    const toKey = (text: string) => text.replace(/(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2})/, '$3$2$1$4');
    expect(dates().map(toKey)).toEqual([...dates().map(toKey)].sort().reverse());

    await user.click(screen.getByRole('button', { name: 'Ordenar por Data, crescente' }));
    expect(dates().map(toKey)).toEqual([...dates().map(toKey)].sort());
    expect(screen.getByRole('columnheader', { name: /Data/ }).getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByRole('button', { name: 'Ordenar por Tipo, crescente' }));
    expect(column(2)()).toEqual([...column(2)()].sort());
    await user.click(screen.getByRole('button', { name: 'Ordenar por Tipo, decrescente' }));
    expect(column(2)()).toEqual([...column(2)()].sort().reverse());
    expect(screen.getByRole('columnheader', { name: /Tipo/ }).getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Ordenar por Enviado por, crescente' }));
    const senders = column(1)();
    expect(senders).toEqual([...senders].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('downloads a document under its name, and a document elsewhere opens as a link without the token', async () => {
    server.use(
      http.get(`${API_BASE}api/chat/attacheddocuments/patient/:id`, () =>
        HttpResponse.json({
          Data: [
            {
              Id: 1,
              DateAndTime: '2026-11-01T10:00:00',
              Origin: 'Patient',
              SenderName: 'Ana',
              Name: 'laudo.pdf',
              FileType: 'pdf',
              Url: `${API_BASE}api/chat/attacheddocument/1/laudo.pdf`,
            },
            { Id: 2, DateAndTime: '2026-11-02T10:00:00', Origin: 'Paciente', Url: 'https://arquivos.exemplo.com/assinado/foto.png?sig=abc' },
            { Id: 3, DateAndTime: '2026-11-03T10:00:00', Origin: 'Doctor', Url: 'javascript:alert(1)', Name: 'perigo.pdf' },
            { Id: 4, Origin: 'Patient' },
          ],
          Pagination: { CurrentPage: 1, TotalPage: 1, ItemPerPage: 10 },
        }),
      ),
      http.get(
        `${API_BASE}api/chat/attacheddocument/1/laudo.pdf`,
        () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="laudo-final.pdf"' } }),
      ),
    );
    const { user } = await openTab('anexos');
    await table();
    expect(screen.getByText('1 anexo não pôde ser exibido.')).toBeInTheDocument();
    const foreign = screen.getByRole('link', { name: 'Abrir foto.png (em outra aba)' });
    expect(foreign.getAttribute('href')).toBe('https://arquivos.exemplo.com/assinado/foto.png?sig=abc');
    expect(foreign.getAttribute('rel')).toContain('noreferrer');
    expect(screen.queryByRole('link', { name: /perigo/ })).toBeNull();
    expect(screen.getByText('perigo.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Baixar laudo.pdf' }));
    await waitFor(() => expect(saved).toEqual(['laudo-final.pdf']), slow);
    expect(requests.filter((r) => r.path.includes('attacheddocument/')).every((r) => r.authorization?.startsWith('Bearer '))).toBe(true);
  });

  it('a failed download shows the danger alert and saves nothing', async () => {
    failPath({ path: 'api/chat/attacheddocument/', status: 500 });
    const { user } = await openTab('anexos');
    await table();
    await user.click(screen.getAllByRole('button', { name: /^Baixar / })[0]!);
    expect(await screen.findByText('Erro simulado.', {}, slow)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('an empty patient sees the server’s warning', async () => {
    await openTab('anexos', EMPTY);
    const warning = await screen.findByText('Nenhum anexo foi encontrado.', {}, slow);
    expect(warning.closest('[role="status"]')).not.toBeNull();
  });
});
