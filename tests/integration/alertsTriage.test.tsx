/**
 * The alerts page as a triage queue (decision 0022) through the real route tree: the orders, the
 * waiting times on a controlled clock, the overdue count, 'Piorou' across two answers, and the
 * filters with their counts, all in the URL.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { signDemoToken } from '@/mocks/jwt';
import { BROWSER_STORAGE } from '@/session/browserStorage';
import { API_BASE, path, renderApp, requests, seedSession, server, testConfig } from './harness';
import { slow } from '../waits';
import { wholeAlertList } from './alertList';

// Thursday 26 Nov 2026, 12:00 in São Paulo.
const NOW = Date.parse('2026-11-26T15:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const PAIN = { Id: 1, Name: 'Dor', IsEva: true };
const FEVER = { Id: 13, Name: 'Febre', IsEva: false };
const NAUSEA = { Id: 2, Name: 'Náusea', IsEva: false };

let patientIds = 100;
function symptomRow(name: string, symptom: object, intensity: number | null, at: string | null, doctor = 'Mastologia', id = String(patientIds++)) {
  return {
    Id: id,
    Name: name,
    Gender: 'Feminino',
    BirthDate: '1960-01-01',
    DateAndTime: at,
    Doctor: doctor,
    Intensity: intensity,
    Symptom: symptom,
    Phone: '11987654321',
    CIDs: [],
  };
}
function messageRow(name: string, at: string, doctor = 'Mastologia') {
  return { Id: String(patientIds++), Name: name, Gender: 'Masculino', BirthDate: '1955-01-01', DateAndTime: at, Doctor: doctor, Phone: null, CIDs: [] };
}

function answer(symptoms: () => unknown[], messages: unknown[] = []) {
  server.use(
    http.get(`${API_BASE}api/dashboard/alerts`, () => HttpResponse.json(symptoms())),
    http.get(`${API_BASE}api/dashboard/messages`, () => HttpResponse.json(messages)),
  );
}

/** The patients' names of the cards, top to bottom, once every card is in the page. */
async function cardNames(list = 'Alertas de sintomas') {
  return (await wholeAlertList(list)).map((item) => within(item).getByRole('heading').textContent);
}

/** 'Sair' in the menu, confirmed, as a user leaves a shared workstation; then the page goes. */
async function signOut(app: Awaited<ReturnType<typeof renderApp>>) {
  await app.user.click(within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', { name: 'Sair' }));
  await app.user.click(await screen.findByRole('button', { name: 'Sair' }, slow));
  await vi.waitFor(() => expect(path(app.router)).toBe('/'), slow);
  app.unmount();
}

function card(name: string) {
  return screen.getByRole('link', { name: new RegExp(`^${name}:`) }).closest<HTMLElement>('[role="listitem"]')!;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the triage queue', () => {
  const rows = [
    symptomRow('Alice', PAIN, 5, ago(10)),
    symptomRow('Beatriz', FEVER, 38.5, ago(20), 'Oncologia Torácica'),
    symptomRow('Clara', NAUSEA, 4, ago(30)),
    symptomRow('Denise', PAIN, 9, ago(40), 'Oncologia Torácica'),
    symptomRow('Eva', PAIN, null, ago(5)),
    symptomRow('Fábia', PAIN, 5, ago(15)),
    symptomRow('Gisele', NAUSEA, 1, ago(300)),
  ];

  it('orders by intensity and by waiting, keeps the order in the URL and remembers it for the next visit', async () => {
    answer(() => rows);
    await seedSession();
    const { user, router } = await renderApp('/alertas');
    expect(await cardNames()).toEqual(['Alice', 'Beatriz', 'Clara', 'Denise', 'Eva', 'Fábia', 'Gisele']);

    await user.click(screen.getByRole('radio', { name: 'Maior intensidade' }));
    // Muito grave, then grave and moderada each with the longest waiting first (EVA 9 of 40 min
    // before 38,5 °C of 20 min), leve, and the alert without an intensity last.
    expect(await cardNames()).toEqual(['Clara', 'Denise', 'Beatriz', 'Fábia', 'Alice', 'Gisele', 'Eva']);
    // The URL follows the screen: wait for it, not for the cards.
    await vi.waitFor(() => expect(router.state.location.search).toMatchObject({ order: 'intensity' }), slow);

    await user.click(screen.getByRole('radio', { name: 'Esperando há mais tempo' }));
    expect(await cardNames()).toEqual(['Gisele', 'Denise', 'Clara', 'Beatriz', 'Fábia', 'Alice', 'Eva']);

    // Away and back without the order in the URL: the last choice applies.
    await act(() => router.navigate({ to: '/equipes' }));
    await act(() => router.navigate({ to: '/alertas' }));
    expect(path(router)).toBe('/alertas');
    expect(await cardNames()).toEqual(['Gisele', 'Denise', 'Clara', 'Beatriz', 'Fábia', 'Alice', 'Eva']);
    expect(screen.getByRole('radio', { name: 'Esperando há mais tempo' })).toBeChecked();
  });

  it("'Maior intensidade' puts, within one class, the alert waiting longest first, and one without a readable time last", async () => {
    // The API's order: newest first.
    answer(() => [
      symptomRow('Sete horas', NAUSEA, 4, ago(7 * 60)),
      symptomRow('Moderada antiga', PAIN, 5, ago(5 * 24 * 60)),
      symptomRow('Sem hora', NAUSEA, 4, null),
      symptomRow('Quatro dias', NAUSEA, 4, ago(4 * 24 * 60)),
    ]);
    await seedSession();
    await renderApp('/alertas?order=intensity');
    expect(await cardNames()).toEqual(['Quatro dias', 'Sete horas', 'Sem hora', 'Moderada antiga']);
  });

  it("remembers each user's last order on this device, across sign-outs and another user's sessions", async () => {
    answer(() => rows);
    const ana = await seedSession();
    const first = await renderApp('/alertas');
    await first.user.click(await screen.findByRole('radio', { name: 'Maior intensidade' }, slow));
    await vi.waitFor(() => expect(first.router.state.location.search).toMatchObject({ order: 'intensity' }), slow);
    await signOut(first);

    // Another user of the workstation starts from the default and chooses another order.
    const carlos = await seedSession({
      name: 'Carlos Menezes',
      token: await signDemoToken({ sub: 'medico@painel.demo', FeaturesId: [3, 4, 5], InstitutionId: 1 }),
    });
    expect(carlos.userKey).not.toBe(ana.userKey);
    const second = await renderApp('/alertas');
    expect(await cardNames()).toEqual(['Alice', 'Beatriz', 'Clara', 'Denise', 'Eva', 'Fábia', 'Gisele']);
    expect(screen.getByRole('radio', { name: 'Mais recentes' })).toBeChecked();
    await second.user.click(screen.getByRole('radio', { name: 'Esperando há mais tempo' }));
    await vi.waitFor(() => expect(second.router.state.location.search).toMatchObject({ order: 'waiting' }), slow);
    await signOut(second);

    // Ana signs in again: her order, not Carlos's. The kept choices name no one.
    await seedSession();
    await renderApp('/alertas');
    expect(await cardNames()).toEqual(['Clara', 'Denise', 'Beatriz', 'Fábia', 'Alice', 'Gisele', 'Eva']);
    expect(screen.getByRole('radio', { name: 'Maior intensidade' })).toBeChecked();
    const kept = localStorage.getItem(BROWSER_STORAGE.preferences.name) ?? '';
    expect(kept).toContain('intensity');
    for (const login of ['admin@painel.demo', 'medico@painel.demo']) expect(kept).not.toContain(login);
  });

  it('says the overdue rule in words where the overdue alerts are counted', async () => {
    answer(() => rows, [messageRow('Mensagem Mama', ago(90))]);
    await seedSession();
    const { user } = await renderApp('/alertas');
    expect(await screen.findByRole('checkbox', { name: 'Somente atrasados (1)' }, slow)).toHaveAccessibleDescription('Atrasado: esperando há mais de 1 hora');
    expect(screen.getByText('Atrasado: esperando há mais de 1 hora')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /^Mensagens/ }));
    expect(await screen.findByRole('checkbox', { name: 'Somente atrasados (1)' }, slow)).toHaveAccessibleDescription('Atrasado: esperando há mais de 1 hora');
  });

  it.each([
    [90, 'Atrasado: esperando há mais de 90 minutos'],
    [120, 'Atrasado: esperando há mais de 2 horas'],
    [1440, 'Atrasado: esperando há mais de 1 dia'],
  ])('states a limit of %i minutes as the deployment sets it', async (minutes, words) => {
    answer(() => rows);
    await seedSession();
    await renderApp('/alertas', { ...testConfig, alertsOverdueMinutes: minutes });
    // Gisele has waited 5 hours: overdue at each of these limits but a day.
    expect(await screen.findByRole('checkbox', { name: /^Somente atrasados/ }, slow)).toHaveAccessibleDescription(words);
  });

  it('tells each wait, keeps it current every minute without asking the API, and marks and counts the overdue ones', async () => {
    answer(
      () => [
        symptomRow('Agora', PAIN, 3, ago(0.5)),
        symptomRow('Doze', PAIN, 3, ago(12)),
        symptomRow('Quase', PAIN, 3, ago(29)),
        symptomRow('Três horas', PAIN, 3, ago(3 * 60 + 10)),
        symptomRow('Dois dias', PAIN, 3, ago(2 * 24 * 60 + 30)),
        symptomRow('Sem hora', PAIN, 3, null),
      ],
      [messageRow('Mensagem antiga', ago(45))],
    );
    await seedSession();
    await renderApp('/alertas', { ...testConfig, alertsOverdueMinutes: 30 });
    await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
    const waitOf = (name: string) => within(card(name)).queryByText(/^há /)?.textContent ?? null;
    expect(['Agora', 'Doze', 'Quase', 'Três horas', 'Dois dias', 'Sem hora'].map(waitOf)).toEqual([
      'há menos de 1 min',
      'há 12 min',
      'há 29 min',
      'há 3 h',
      'há 2 dias',
      null,
    ]);
    expect(screen.getByRole('tab', { name: 'Sintomas 6 pendentes · 2 atrasados' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mensagens 1 pendentes · 1 atrasado' })).toBeInTheDocument();
    expect(within(card('Três horas')).getByText('Atrasado')).toBeInTheDocument();
    expect(within(card('Quase')).queryByText('Atrasado')).toBeNull();
    // The link tells a screen reader what the card shows.
    expect(screen.getByRole('link', { name: /^Três horas:/ })).toHaveAccessibleDescription('Dor, Moderada (EVA 3). há 3 h. Atrasado');

    // Two minutes on: 'Quase' has waited 31 minutes. Nothing was asked of the API for it.
    const calls = requests.length;
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(waitOf('Quase')).toBe('há 31 min');
    expect(waitOf('Agora')).toBe('há 2 min');
    expect(within(card('Quase')).getByText('Atrasado')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sintomas 6 pendentes · 3 atrasados' })).toBeInTheDocument();
    expect(requests.slice(calls).filter((r) => r.path.includes('dashboard/'))).toEqual([]);
  });

  it("says 'Piorou' when a patient's new alert is in a higher class than the last one seen, and puts it first in its class", async () => {
    const before = symptomRow('Vera Nunes', PAIN, 3, ago(120), 'Mastologia', '7');
    const other = symptomRow('Outra', PAIN, 7, ago(60));
    let answers = [before, other];
    answer(() => answers);
    await seedSession();
    const { user } = await renderApp('/alertas?order=intensity');
    // Both moderate: the one waiting longest first.
    expect(await cardNames()).toEqual(['Vera Nunes', 'Outra']);
    expect(screen.queryByText('Piorou')).toBeNull();

    // The next answer: the earlier alert was handled, a new one of the same patient is moderate too
    // (EVA 6: the same class, no mark) and then severe (EVA 8).
    const same = symptomRow('Vera Nunes', PAIN, 6, ago(30), 'Mastologia', '7');
    answers = [same, other];
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await vi.waitFor(() => expect(within(card('Vera Nunes')).getByText('Dor')).toBeInTheDocument());
    await vi.waitFor(async () => expect(await cardNames()).toEqual(['Outra', 'Vera Nunes']));
    expect(screen.queryByText('Piorou')).toBeNull();

    const lower = symptomRow('Vera Nunes', PAIN, 5, ago(1), 'Mastologia', '7');
    answers = [lower, same, other];
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await vi.waitFor(async () => expect(await cardNames()).toHaveLength(3));
    expect(screen.queryByText('Piorou')).toBeNull();

    const worse = symptomRow('Nova Dor', PAIN, 4, ago(2), 'Mastologia', '9');
    const worseVera = symptomRow('Vera Nunes', PAIN, 8, ago(0), 'Mastologia', '7');
    answers = [worseVera, worse, other];
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await vi.waitFor(() => expect(screen.getByText('Piorou')).toBeInTheDocument());
    expect(screen.getAllByText('Piorou')).toHaveLength(1);
    expect(within(card('Vera Nunes')).getByText('Piorou')).toBeInTheDocument();
    // Its reason in visible words, from the last alert seen of the symptom (EVA 5) to this one.
    expect(within(card('Vera Nunes')).getByText('EVA 5 → 8')).toBeVisible();
    expect(await cardNames()).toEqual(['Vera Nunes', 'Outra', 'Nova Dor']);
  });

  it('filters by team, symptom, intensity and the overdue ones, with counts, in the URL; clearing shows every alert', async () => {
    answer(() => rows, [messageRow('Mensagem Mama', ago(90)), messageRow('Mensagem Tórax', ago(5), 'Oncologia Torácica')]);
    await seedSession();
    // Typed as a person would: ' dor ' (kept as 'dor') is the list's 'Dor', and its select shows it chosen.
    const { user, router } = await renderApp('/alertas?symptom=%20dor%20');
    expect(await cardNames()).toEqual(['Alice', 'Denise', 'Eva', 'Fábia']);
    expect(screen.getByText('4 de 7 alertas')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sintoma' })).toHaveDisplayValue('Dor (4)');

    const severity = screen.getByRole('combobox', { name: 'Intensidade' });
    // Each choice says how many it would show with the symptom chosen.
    expect(within(severity).getByRole('option', { name: 'Grave (1)' })).toBeInTheDocument();
    expect(within(severity).getByRole('option', { name: 'Sem intensidade (1)' })).toBeInTheDocument();
    await user.selectOptions(severity, 'Moderada (2)');
    expect(await cardNames()).toEqual(['Alice', 'Fábia']);
    await vi.waitFor(() => expect(router.state.location.search).toMatchObject({ symptom: 'dor', severity: 'moderada' }), slow);
    // A team the other filters leave empty is still offered, at 0.
    expect(within(screen.getByRole('combobox', { name: 'Equipe' })).getByRole('option', { name: 'Oncologia Torácica (0)' })).toBeInTheDocument();

    // Clearing puts the focus on the first filter, not on the page.
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await cardNames()).toHaveLength(7);
    expect(screen.getByRole('combobox', { name: 'Equipe' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Equipe' }), 'Oncologia Torácica (2)');
    expect(await cardNames()).toEqual(['Beatriz', 'Denise']);
    // The team applies to the messages too; symptoms and intensities do not exist there.
    await user.click(screen.getByRole('tab', { name: /^Mensagens/ }));
    expect(await cardNames('Alertas de mensagens')).toEqual(['Mensagem Tórax']);
    expect(screen.queryByRole('combobox', { name: 'Sintoma' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Somente atrasados (1)' }));
    expect(await screen.findByText('Nenhum alerta corresponde aos filtros.', {}, slow)).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'messages', team: 'Oncologia Torácica', overdue: true }), slow);
  });

  it("links the dashboard's alert-driven widgets to their overdue alerts", async () => {
    answer(() => rows, [messageRow('Mensagem Mama', ago(90))]);
    await seedSession();
    const { user, router } = await renderApp('/dashboard');
    const pain = await screen.findByRole('region', { name: 'Pacientes com dor moderada ou intensa' }, slow);
    const link = await within(pain).findByRole('link', { name: 'Ver alertas atrasados' }, slow);
    expect(link).toHaveAccessibleDescription('Pacientes com dor moderada ou intensa');
    const demands = screen.getByRole('region', { name: 'Demandas de comunicação' });
    expect(await within(demands).findByRole('link', { name: 'Ver alertas atrasados' }, slow)).toHaveAttribute('href', '/alertas?tab=messages&overdue=true');
    await user.click(link);
    await vi.waitFor(() => expect(path(router)).toBe('/alertas'));
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ symptom: 'Dor', overdue: true }), slow);
    // Of the pain alerts, those waiting over an hour: Denise (40 min) is not yet overdue.
    expect(await screen.findByRole('checkbox', { name: 'Somente atrasados (1)' }, slow)).toBeChecked();
    expect(await screen.findByText('Nenhum alerta corresponde aos filtros.', {}, slow)).toBeInTheDocument();
  });
});
