/** Comunicados through the real route tree (spec 02 §2, §4, §5, §7, §8). */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failPath, setShapes } from '@/mocks/control';
import { API_BASE, path, renderApp, requests, seedSession, server } from './harness';
import { slow } from '../waits';

const REQUIRED = 'Campo obrigatório.';
const NO_TEAM = 'É necessario seleconar ao menos uma Equipe.';

function table() {
  return screen.findByRole('table', { name: 'Comunicados enviados' }, slow);
}

/** The multipart bodies POSTed to api/announcement, as their fields. */
function capturePosts() {
  const posts: { contentType: string | null; fields: [string, string][] }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/announcement')) {
      void request
        .clone()
        .formData()
        .then((data) =>
          posts.push({
            contentType: request.headers.get('content-type'),
            fields: [...data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]),
          }),
        );
    }
  });
  return posts;
}

/** Enviar, then the confirmation that names the teams; answers the dialog's text. */
async function sendAndConfirm(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enviar comunicado?' }, slow);
  const text = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
  return text;
}

async function openForm() {
  await seedSession();
  const app = await renderApp('/comunicados/enviar');
  await screen.findAllByRole('checkbox', {}, slow);
  return app;
}

describe('announcements list', () => {
  it('lists the announcements with who read them, unread or read first', async () => {
    await seedSession();
    const { user } = await renderApp('/comunicados');
    expect(await screen.findByRole('heading', { name: 'Comunique seus Pacientes' })).toBeInTheDocument();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.length).toBe(10);
    const readButton = within(rows[0]!).getByRole('button', { name: /pacientes leram/ });
    const [read, total] = (readButton.textContent ?? '').split(' de ').map(Number);
    await user.click(readButton);
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByRole('status').textContent).toContain(`${read} de ${total}`);
    const states = () =>
      within(within(dialog).getByRole('list', { name: 'Pacientes do comunicado' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '');
    expect(states().length).toBe(total);
    // Unread first by default, then read first.
    if (read! > 0 && read! < total!) {
      expect(states()[0]).toMatch(/Não lido$/);
      await user.click(within(dialog).getByText('Lidos primeiro'));
      expect(states()[0]).toMatch(/Lido$/);
      expect(states()[0]).not.toMatch(/Não lido$/);
    }
  });

  it('opens the whole text of an announcement on a tap, with who read it', async () => {
    await seedSession();
    const { user } = await renderApp('/comunicados');
    const first = within(await table()).getAllByRole('row')[1]!;
    const title = within(first).getAllByRole('cell')[1]!.textContent ?? '';
    await user.click(within(first).getByRole('button', { name: `Ler tudo: ${title}` }));
    const dialog = await screen.findByRole('dialog', { name: title }, slow);
    const text = within(first).getAllByRole('cell')[2]!.querySelector('p')?.textContent ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Pacientes do comunicado' })).toBeInTheDocument();
  });

  it('reads the day from the URL and sends it as month/day/year', async () => {
    await seedSession();
    await renderApp('/comunicados?date=2026-11-03');
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/api/announcement') && r.search.get('dateSearch') === '11/03/2026')).toBe(true));
  });

  it('reads the alternate shapes with the same rows', async () => {
    setShapes('alternate');
    await seedSession();
    await renderApp('/comunicados');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.length).toBe(10);
    expect(within(rows[0]!).getByRole('button', { name: /pacientes leram/ }).textContent).toMatch(/^\d+ de \d+$/);
    expect(screen.queryByText(/não pôde ser exibido|não puderam ser exibidos/)).toBeNull();
  });
});

describe('send announcement', () => {
  it('shows nothing until the first Enviar, then every rule, the team rule last; nothing is sent', async () => {
    const posts = capturePosts();
    const { user } = await openForm();
    expect(screen.getByRole('heading', { name: 'Novo Comunicado' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Digite aqui')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Escreva seu comunicado')).toBeInTheDocument();
    const first = screen.getAllByRole('checkbox')[0]!;
    await user.click(first);
    await user.click(first);
    expect(screen.queryByText(NO_TEAM)).toBeNull();
    expect(screen.queryByText(REQUIRED)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
    expect(screen.getByText(NO_TEAM)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Chamada' }), 'x'.repeat(256));
    expect(await screen.findByText('O campo pode conter no máximo 255 caracteres.')).toBeInTheDocument();
    await user.click(first);
    await waitFor(() => expect(screen.queryByText(NO_TEAM)).toBeNull());
    expect(posts).toHaveLength(0);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends Title, Message and Teams[i] as multipart once, and the list says so', async () => {
    const posts = capturePosts();
    const { user, router } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Chamada' }), 'Campanha de vacinação');
    await user.type(screen.getByRole('textbox', { name: 'Comunicado' }), 'Vacinação contra a gripe na próxima semana.');
    const boxes = screen.getAllByRole('checkbox');
    await user.click(boxes[0]!);
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar comunicado?' }, slow);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    await waitFor(() => expect(path(router)).toBe('/comunicados'), slow);
    expect(await screen.findByText('O comunicado foi enviado com sucesso.', {}, slow)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const fields = Object.fromEntries(posts[0]!.fields);
    expect(fields.Title).toBe('Campanha de vacinação');
    expect(fields.Message).toBe('Vacinação contra a gripe na próxima semana.');
    expect(Object.keys(fields).filter((k) => k.startsWith('Teams['))).toEqual(['Teams[0]', 'Teams[1]']);
    const first = within(await table()).getAllByRole('row')[1]!;
    expect(within(first).getByText('Campanha de vacinação')).toBeInTheDocument();
  });

  it('a failed send shows the danger alert and keeps the form as typed; Cancelar is back', async () => {
    failPath({ path: 'api/announcement', method: 'POST', status: 500 });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Chamada' }), 'Horário de feriado');
    await user.type(screen.getByRole('textbox', { name: 'Comunicado' }), 'Atendimento até as 12h.');
    await user.click(screen.getAllByRole('checkbox')[1]!);
    await sendAndConfirm(user);
    expect(await screen.findByText('Erro simulado.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Chamada' }).value).toBe('Horário de feriado');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comunicado' }).value).toBe('Atendimento até as 12h.');
    expect(screen.getAllByRole<HTMLInputElement>('checkbox')[1]!.checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('asks before sending, naming the chosen teams; Voltar sends nothing and keeps the form', async () => {
    const posts = capturePosts();
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Chamada' }), 'Mutirão');
    await user.type(screen.getByRole('textbox', { name: 'Comunicado' }), 'Sábado, das 8h às 12h.');
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    const names = [boxes[0]!, boxes[2]!].map((box) => box.labels?.[0]?.textContent ?? '');
    await user.click(boxes[0]!);
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar comunicado?' }, slow);
    expect(dialog).toHaveTextContent(`Enviar para os pacientes das equipes “${names[0]}” e “${names[1]}”?`);
    // The safe choice has the focus; the keyboard goes back with it.
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toHaveLength(0);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Chamada' }).value).toBe('Mutirão');
    // One team: 'da equipe'.
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog', { name: 'Enviar comunicado?' }, slow)).toHaveTextContent(`Enviar para os pacientes da equipe “${names[0]}”?`);
  });

  it('hides Cancelar and shows Enviar loading while sending', async () => {
    let release: (() => void) | null = null;
    server.use(http.post(`${API_BASE}api/announcement`, () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({}))))));
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Chamada' }), 'Grupo de apoio');
    await user.type(screen.getByRole('textbox', { name: 'Comunicado' }), 'Quinta-feira às 15h.');
    await user.click(screen.getAllByRole('checkbox')[0]!);
    await sendAndConfirm(user);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Enviar' }).getAttribute('data-loading')).toBe('true');
    // The send shows as under way from its start; its POST follows the token check, so the
    // answer is released once the request has reached the server, however busy the machine.
    await waitFor(() => expect(release).not.toBeNull(), slow);
    release!();
    expect(await screen.findByText('O comunicado foi enviado com sucesso.', {}, slow)).toBeInTheDocument();
  });

  it('says the teams are loading while they load', async () => {
    let release: (() => void) | null = null;
    server.use(
      http.get(`${API_BASE}api/team`, () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json([{ Id: 1, Name: 'Mastologia' }]))))),
    );
    await seedSession();
    await renderApp('/comunicados/enviar');
    expect(await screen.findByText('Carregando…', {}, slow)).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    expect(await screen.findByRole('checkbox', { name: 'Mastologia' }, slow)).toBeInTheDocument();
  });
});
