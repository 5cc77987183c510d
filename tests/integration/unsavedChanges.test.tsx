/**
 * The unsaved-changes guard of the forms through the real route tree (docs/behaviour.md "Lists and
 * forms"). With a change typed, leaving (the side menu, Cancelar) asks 'Sair sem salvar?';
 * 'Continuar editando' stays with what was typed, 'Sair sem salvar' goes; an untouched form, or one
 * just saved or sent, is left without a question; a failed save keeps the question. Every form
 * saves through one helper (ui/form/useFormSave), and every one of them is tried here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { failPath, resetControl } from '@/mocks/control';
import { lockNow } from '@/session/lock';
import { path, renderApp, seedSession, SEED_PASSWORD } from './harness';
import { slow } from '../waits';

const LEAVE_TITLE = 'Sair sem salvar?';
const LEAVE_TEXT = 'As alterações feitas neste formulário ainda não foram salvas e serão perdidas.';

type App = Awaited<ReturnType<typeof renderApp>>;

function menuLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', { name });
}

/** The question, as the user sees it: its title, its text, its two answers. */
async function leaveDialog() {
  const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE }, slow);
  expect(within(dialog).getByText(LEAVE_TEXT)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Continuar editando' })).toBeInTheDocument();
  return dialog;
}

async function stay({ user }: App) {
  await user.click(within(await leaveDialog()).getByRole('button', { name: 'Continuar editando' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull());
}

async function leave({ user }: App) {
  await user.click(within(await leaveDialog()).getByRole('button', { name: 'Sair sem salvar' }));
}

/** Left at once, without a question. */
async function leftFreely({ router }: App, to: string) {
  await waitFor(() => expect(path(router)).toBe(to), slow);
  expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull();
}

async function openFicha(id: string) {
  await seedSession();
  const app = await renderApp(`/pacientes/editar/ficha/${id}`);
  await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome' }).value).not.toBe(''), slow);
  await screen.findByRole('table', { name: 'CIDs do paciente' }, slow);
  return app;
}

const allergies = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Alergias' });

describe("the Ficha's unsaved-changes guard", () => {
  it('untouched, the Ficha is left at once', async () => {
    const app = await openFicha('2');
    await app.user.click(menuLink('Alertas'));
    await leftFreely(app, '/alertas');
  });

  it('with a change typed, leaving asks; staying keeps what was typed; leaving goes', async () => {
    const app = await openFicha('2');
    await app.user.type(allergies(), ' e dipirona');
    const typed = allergies().value;
    expect(typed).toMatch(/ e dipirona$/);

    await app.user.click(menuLink('Alertas'));
    await stay(app);
    expect(path(app.router)).toBe('/pacientes/editar/ficha/2');
    expect(allergies()).toHaveValue(typed);

    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await stay(app);
    expect(path(app.router)).toBe('/pacientes/editar/ficha/2');
    expect(allergies()).toHaveValue(typed);

    await app.user.click(menuLink('Alertas'));
    await leave(app);
    await waitFor(() => expect(path(app.router)).toBe('/alertas'), slow);
    expect(await screen.findByRole('heading', { name: 'Alertas' }, slow)).toBeInTheDocument();
  });
});

async function openAnnouncementForm() {
  await seedSession();
  const app = await renderApp('/comunicados/enviar');
  await screen.findAllByRole('checkbox', {}, slow);
  return app;
}

const headline = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Chamada' });
const body = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comunicado' });

/** Types a headline and a text and ticks the `team`-th team, as a user writing an announcement. */
async function fillAnnouncement(app: Awaited<ReturnType<typeof openAnnouncementForm>>, title: string, text: string, team: number) {
  await app.user.type(headline(), title);
  await app.user.type(body(), text);
  await app.user.click(screen.getAllByRole('checkbox')[team]!);
}

describe("the announcement form's unsaved-changes guard", () => {
  it('untouched, Cancelar goes back to the list at once', async () => {
    const app = await openAnnouncementForm();
    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await leftFreely(app, '/comunicados');
  });

  it('with a change typed, leaving asks; staying keeps what was typed; leaving goes', async () => {
    const app = await openAnnouncementForm();
    await fillAnnouncement(app, 'Horário de feriado', 'Atendimento até as 12h.', 1);

    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await stay(app);
    await app.user.click(menuLink('Dashboard'));
    await stay(app);
    expect(path(app.router)).toBe('/comunicados/enviar');
    expect(headline()).toHaveValue('Horário de feriado');
    expect(body()).toHaveValue('Atendimento até as 12h.');
    expect(screen.getAllByRole('checkbox')[1]).toBeChecked();

    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await leave(app);
    await waitFor(() => expect(path(app.router)).toBe('/comunicados'), slow);
    expect(await screen.findByRole('table', { name: 'Comunicados enviados' }, slow)).toBeInTheDocument();
  });
});

/** One form of each kind, a change typed in it, and how its save is sent and shows. */
interface FormCase {
  name: string;
  url: string;
  /** The change a user types, once the form has loaded. */
  change: (app: App) => Promise<void>;
  /** Presses Salvar/Enviar (and confirms where the form asks). */
  save: (app: App) => Promise<void>;
  /** The save's call, for a failure switch. */
  call: { path: string; method: string };
  /** Where a successful save leaves the user, and the message there. */
  after: { path: string; message: string };
}

const press =
  (name: string) =>
  async ({ user }: App) =>
    user.click(screen.getByRole('button', { name }));

/** Types `text` at the end of the form's 'Nome', once the form has loaded. */
const appendToName =
  (text: string) =>
  async ({ user }: App) =>
    user.type(await screen.findByRole('textbox', { name: 'Nome' }, slow), text);

const forms: FormCase[] = [
  {
    name: 'a team',
    url: '/equipes/editar/1',
    change: appendToName(' I'),
    save: press('Salvar'),
    call: { path: 'api/team/1', method: 'PUT' },
    after: { path: '/equipes', message: 'Equipe atualizada com sucesso.' },
  },
  {
    name: 'a professional',
    url: '/profissionais/editar/5',
    change: appendToName(' Lima'),
    save: press('Salvar'),
    call: { path: 'api/professional/5', method: 'PUT' },
    after: { path: '/profissionais', message: 'Profissional editado com sucesso.' },
  },
  {
    name: 'an announcement',
    url: '/comunicados/enviar',
    change: async (app) => {
      await screen.findAllByRole('checkbox', {}, slow);
      await fillAnnouncement(app, 'Vacinação', 'Campanha na sexta-feira.', 0);
    },
    save: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      const confirm = await screen.findByRole('dialog', { name: 'Enviar comunicado?' }, slow);
      await user.click(within(confirm).getByRole('button', { name: 'Confirmar envio' }));
    },
    call: { path: 'api/announcement', method: 'POST' },
    after: { path: '/comunicados', message: 'O comunicado foi enviado com sucesso.' },
  },
  {
    name: "a patient's Ficha",
    url: '/pacientes/editar/ficha/1',
    change: async ({ user }) => {
      await screen.findByRole('table', { name: 'CIDs do paciente' }, slow);
      await user.type(allergies(), ' e látex');
    },
    save: press('Salvar'),
    call: { path: 'api/patient/1', method: 'PUT' },
    // Saved, the Ficha stays, started again from what the server now has.
    after: { path: '/pacientes/editar/ficha/1', message: 'O registro foi editado com sucesso.' },
  },
];

describe('every form that saves', () => {
  afterEach(() => resetControl());

  it.each(forms)('$name: after a successful save, the way out asks nothing', async (form) => {
    await seedSession();
    const app = await renderApp(form.url);
    await form.change(app);
    await form.save(app);
    await leftFreely(app, form.after.path);
    expect(await screen.findByText(form.after.message, {}, slow)).toBeInTheDocument();
    await app.user.click(menuLink('Alertas'));
    await leftFreely(app, '/alertas');
  });

  it.each(forms)('$name: a failed save keeps everything typed, and leaving still asks', async (form) => {
    await seedSession();
    const app = await renderApp(form.url);
    await form.change(app);
    const typed = screen.getAllByRole<HTMLInputElement>('textbox').map((box) => box.value);
    failPath({ ...form.call, status: 500 });
    await form.save(app);
    // The server's error on the alert (the demo's failure says 'Erro simulado.').
    expect(await screen.findByText('Erro simulado.', {}, slow)).toBeInTheDocument();
    expect(path(app.router)).toBe(form.url);
    expect(screen.getAllByRole<HTMLInputElement>('textbox').map((box) => box.value)).toEqual(typed);
    await app.user.click(menuLink('Alertas'));
    await stay(app);
    expect(path(app.router)).toBe(form.url);
  });
});

describe('a draft across the lock', () => {
  it('the lock unmounts the Ficha (nothing typed is left in the document); the unlock brings it back as typed, still unsaved', async () => {
    const app = await openFicha('2');
    await app.user.type(allergies(), ' e dipirona');
    const typed = allergies().value;
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome' }).value;

    act(() => lockNow());
    await screen.findByRole('heading', { name: 'Painel bloqueado' });
    expect(document.documentElement.outerHTML).not.toContain('dipirona');
    expect(document.documentElement.outerHTML).not.toContain(name);
    expect(screen.queryByRole('textbox', { name: 'Alergias' })).toBeNull();

    await app.user.type(screen.getByLabelText(/^Senha/), `${SEED_PASSWORD}{Enter}`);
    await waitFor(() => expect(allergies()).toHaveValue(typed), slow);
    expect(path(app.router)).toBe('/pacientes/editar/ficha/2');
    // Still unsaved: leaving asks, as before the lock.
    await app.user.click(menuLink('Alertas'));
    await stay(app);
    expect(allergies()).toHaveValue(typed);
  });

  it('the session’s end (here Sair on the lock screen) forgets every draft', async () => {
    const app = await openFicha('2');
    await app.user.type(allergies(), ' e dipirona');
    act(() => lockNow());
    await app.user.click(await screen.findByRole('button', { name: 'Sair' }, slow));
    await waitFor(() => expect(path(app.router)).toBe('/'), slow);
    app.unmount();

    const again = await openFicha('2');
    expect(allergies().value).not.toContain('dipirona');
    await again.user.click(menuLink('Alertas'));
    await leftFreely(again, '/alertas');
  });
});
