import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { failPath, resetControl } from '@/mocks/control';
import { EMPTY_ADDRESS_ID, seedBulkAlerts, store } from '@/mocks/store';
import type { Patient } from '@/mocks/store';
import { selectHospital } from '@/session/store';
import { ageFrom, formatDateTime, formatPhone } from '@/lib/format';
import { keys } from '@/api/keys';
import { renderApp, seedSession, server, testConfig } from './harness';
import { slow } from '../waits';
import { wholeAlertList } from './alertList';

const INSTITUTION = 1;
/** The first render of the route tree can take seconds on a busy machine. */

/** The full URL of every alert request, to read its query string. */
const alertUrls: URL[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (/api\/dashboard\/(alerts|messages)$/.test(url.pathname)) alertUrls.push(url);
  });
});
beforeEach(() => {
  alertUrls.length = 0;
});
afterEach(() => vi.restoreAllMocks());

function patientsOf(hospitalId: number): Patient[] {
  return store.patients.filter((p) => p.InstitutionId === INSTITUTION && (hospitalId === 0 || p.InstitutionAddressId === hospitalId));
}

/** The pending alerts the page must count, straight from the demo store. */
function pending(kind: 'symptomReports' | 'messages', hospitalId = 0) {
  const ids = new Set(patientsOf(hospitalId).map((p) => p.Id));
  return store[kind].filter((item) => item.Pending && ids.has(item.PatientId)).sort((a, b) => b.DateAndTime.localeCompare(a.DateAndTime) || b.Id - a.Id);
}

/** A tab's name: its count, the new ones, then how many wait too long (the seed's alerts are hours to days old). */
const countName = (label: string, n: number | '99+', novos = '') =>
  new RegExp(`^${label} ${typeof n === 'number' && n > 99 ? '99\\+' : n === '99+' ? '99\\+' : n} pendentes${novos}( · \\d+ atrasados?)?$`);

function hospitalIdsOf(endpoint: 'alerts' | 'messages') {
  return alertUrls.filter((u) => u.pathname.endsWith(endpoint)).map((u) => u.searchParams.get('hospitalId'));
}

/** A patient of the institution with one enabled CID and a team, for a card with every field. */
function samplePatient(): Patient {
  const patient = patientsOf(0).find((p) => p.CIDs.filter((c) => c.IsEnable).length === 1);
  if (!patient) throw new Error('seed without a single-CID patient');
  return patient;
}

let nextId = 1_000_000;
/** A pending symptom report newer than every seeded one, so its card comes first. */
function addSymptom(patientId: number, symptomId: number, intensity: number, minutesAhead: number) {
  const at = new Date(Date.parse(store.anchor) + minutesAhead * 60_000).toISOString();
  store.symptomReports.push({ Id: nextId++, PatientId: patientId, SymptomId: symptomId, Intensity: intensity, DateAndTime: at, Pending: true });
  return at;
}

function cards(listName: string) {
  return within(screen.getByRole('list', { name: listName })).getAllByRole('listitem');
}

describe('alerts page', () => {
  it("shows both tabs with the store's pending counts, Sintomas first", async () => {
    await seedSession();
    await renderApp('/alertas');
    expect(screen.getByRole('heading', { name: 'Alertas' })).toBeInTheDocument();
    const symptoms = await screen.findByRole('tab', { name: countName('Sintomas', pending('symptomReports').length) }, slow);
    expect(symptoms).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: countName('Mensagens', pending('messages').length) }, slow)).toHaveAttribute('aria-selected', 'false');
    expect(await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow)).toBeInTheDocument();
    expect(hospitalIdsOf('alerts')).toEqual(['0']);
    expect(hospitalIdsOf('messages')).toEqual(['0']);
    // Heading levels follow in order (axe's heading-order): the cards' names sit under the page's h1.
    await waitFor(() => expect(cards('Alertas de sintomas').length).toBeGreaterThan(0), slow);
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    expect(levels.every((level, i) => i === 0 || level <= levels[i - 1]! + 1)).toBe(true);
  });

  it("shows '99+' above 99 and renders only the first cards of a long list", async () => {
    seedBulkAlerts({ symptoms: 1000, messages: 150 });
    const total = pending('symptomReports').length;
    expect(total).toBeGreaterThan(1000);
    await seedSession();
    await renderApp('/alertas');
    expect(await screen.findByRole('tab', { name: countName('Sintomas', '99+') }, slow)).toBeInTheDocument();
    // The two lists answer separately: under load the second may land a moment later.
    expect(await screen.findByRole('tab', { name: countName('Mensagens', '99+') }, slow)).toBeInTheDocument();
    await waitFor(() => expect(cards('Alertas de sintomas').length).toBeGreaterThanOrEqual(5), slow);
    const items = cards('Alertas de sintomas');
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', String(total));
    const first = pending('symptomReports')[0]!;
    const patient = store.patients.find((p) => p.Id === first.PatientId)!;
    expect(within(items[0]!).getByRole('heading', { name: new RegExp(`^${patient.Name}:`) })).toBeInTheDocument();
  });

  it("renders the whole list in slices, every card in the end, and lands a notification's click on a card of a late slice", async () => {
    const total = pending('symptomReports').length;
    expect(total).toBeGreaterThan(20);
    await seedSession();
    const first = await renderApp('/alertas');
    const list = await wholeAlertList('Alertas de sintomas');
    expect(list).toHaveLength(total);
    const target = list[19]!;
    const token = target.querySelector('[data-alert]')!.getAttribute('data-alert')!;
    const name = within(target).getByRole('heading').textContent;
    first.unmount();
    // A click on its notification opens the page with the card's token: the 20th card is not in
    // the list's first slice, and gets the focus when its slice arrives.
    const { router } = await renderApp(`/alertas?alerta=${token}`);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(`${name}: abrir a ficha no aplicativo profissional`), slow);
    expect(document.activeElement!.closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '20');
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('alerta'), slow);
  });

  it("shows a card's fields and links it to the patient's record in a new tab", async () => {
    const patient = samplePatient();
    const at = addSymptom(patient.Id, 1, 9, 10);
    await seedSession();
    await renderApp('/alertas');
    await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
    const card = cards('Alertas de sintomas')[0]!;
    const link = within(card).getByRole('link', { name: `${patient.Name}: abrir a ficha no aplicativo profissional` });
    expect(link).toHaveAttribute('href', `${testConfig.professionalAppUrl}pacientes/ficha/${patient.Id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('heading', { name: new RegExp(`^${patient.Name}:`) })).toBeInTheDocument();
    const team = store.teams.find((t) => t.Id === patient.TeamId)!;
    const cid = store.cidTypes.find((c) => c.Id === patient.CIDs.find((x) => x.IsEnable)!.CIDId)!;
    const text = card.textContent ?? '';
    expect(text).toContain(`${ageFrom(patient.BirthDate)} anos · ${patient.Gender}`);
    expect(text).toContain(`CID${cid.CIDCode}`);
    expect(text).toContain(`Equipe${team.Name}`);
    expect(text).toContain(`Telefone${formatPhone(patient.Phone)}`);
    expect(formatPhone(patient.Phone)).toMatch(/^\(\d{2}\) \d{5}-\d{4}$/);
    // Only the name opens the record; the phone is text, with its call link beside it.
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([link.getAttribute('href'), `tel:+55${patient.Phone.replace(/\D/g, '')}`]);
    const call = within(card).getByRole('link', { name: `Ligar para ${formatPhone(patient.Phone)}` });
    expect(call).not.toHaveAttribute('target');
    expect(call.closest('dd')?.firstChild?.textContent).toBe(formatPhone(patient.Phone));
    expect(text).toContain(`Recebido em${formatDateTime(at)}`);
    expect(text).toContain('SintomaDor');
    expect(text).toContain('IntensidadeGrave (EVA 9)');
  });

  it('names intensities by scale: EVA, the 1 to 4 scale and fever in °C; several CIDs show C97', async () => {
    const patient = samplePatient();
    const several = patientsOf(0).find((p) => p.CIDs.filter((c) => c.IsEnable).length > 1)!;
    addSymptom(patient.Id, 1, 1, 60); // Dor, EVA
    addSymptom(patient.Id, 1, 5, 50);
    addSymptom(patient.Id, 2, 4, 40); // Náusea, 1 to 4
    addSymptom(patient.Id, 4, 2, 30); // Fadiga
    addSymptom(patient.Id, 13, 38.4, 20); // Febre
    addSymptom(several.Id, 3, 1, 10); // Vômito, a patient with several CIDs
    await seedSession();
    await renderApp('/alertas');
    await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
    const texts = cards('Alertas de sintomas').map((c) => c.textContent ?? '');
    expect(texts[0]).toContain('IntensidadeLeve (EVA 1)');
    expect(texts[1]).toContain('IntensidadeModerada (EVA 5)');
    expect(texts[2]).toContain('IntensidadeMuito Grave');
    expect(texts[3]).toContain('SintomaFadigaIntensidadeModerado');
    expect(texts[4]).toContain('SintomaFebreIntensidade38,4 °C');
    expect(texts[5]).toContain('SintomaVômitoIntensidadeLeve');
    expect(texts[5]).toContain('CIDC97');
  });

  it('switches to the messages tab', async () => {
    await seedSession();
    const { user } = await renderApp('/alertas');
    await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
    await user.click(screen.getByRole('tab', { name: /^Mensagens/ }));
    expect(screen.getByRole('tab', { name: /^Mensagens/ })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Alertas de mensagens' }, slow);
    expect(screen.queryByRole('list', { name: 'Alertas de sintomas' })).not.toBeInTheDocument();
    const newest = pending('messages')[0]!;
    const patient = store.patients.find((p) => p.Id === newest.PatientId)!;
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: new RegExp(`^${patient.Name}:`) })).toBeInTheDocument();
    expect(first).toHaveTextContent('Nova mensagem do paciente');
    expect(first).toHaveTextContent(`Recebido em${formatDateTime(newest.DateAndTime)}`);
    expect(first).not.toHaveTextContent('Intensidade');
    expect(within(first).getByRole('link', { name: `${patient.Name}: abrir a ficha no aplicativo profissional` })).toHaveAttribute(
      'href',
      `${testConfig.professionalAppUrl}pacientes/ficha/${patient.Id}`,
    );
  });

  it('offers a reload of the symptoms alone when they fail, which then loads them', async () => {
    failPath({ path: 'api/dashboard/alerts', status: 500 });
    await seedSession();
    const intoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const { user } = await renderApp('/alertas');
    expect(await screen.findByText('Não foi possível carregar os alertas de sintomas.', undefined, slow)).toBeInTheDocument();
    // Like every alert of §8, the failure comes into view.
    // Its scroll is a passive effect that may run in a task after the text's commit: wait for it.
    await waitFor(() =>
      expect(intoView.mock.contexts).toContain(screen.getByText('Não foi possível carregar os alertas de sintomas.').closest('[role="alert"]')),
    );
    expect(screen.getByRole('tab', { name: 'Sintomas' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: countName('Mensagens', pending('messages').length) }, slow)).toBeInTheDocument();
    const before = hospitalIdsOf('messages').length;
    resetControl();
    await user.click(screen.getByRole('button', { name: 'Recarregar Alerta de Sintomas' }));
    expect(await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar os alertas de sintomas.')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: countName('Sintomas', pending('symptomReports').length) })).toBeInTheDocument();
    expect(hospitalIdsOf('messages')).toHaveLength(before);
  });

  it("the app badge's watcher, mounted late on the page, leaves a failed list to its reload button", async () => {
    // The Badging API (Chromium): its watcher mounts a moment after the screen's calls answered.
    let symptomsFetchAtBadge: string | undefined;
    let symptomState: () => string | undefined = () => undefined;
    const setAppBadge = vi.fn(() => {
      symptomsFetchAtBadge ??= symptomState();
      return Promise.resolve();
    });
    Object.assign(navigator, { setAppBadge, clearAppBadge: vi.fn(() => Promise.resolve()) });
    try {
      failPath({ path: 'api/dashboard/alerts', status: 500 });
      await seedSession();
      const { queryClient } = await renderApp('/alertas');
      symptomState = () => queryClient.getQueryCache().find({ queryKey: keys.alerts.symptoms(0) })?.state.fetchStatus;
      expect(await screen.findByText('Não foi possível carregar os alertas de sintomas.', undefined, slow)).toBeInTheDocument();
      const asked = hospitalIdsOf('alerts').length;
      await waitFor(() => expect(setAppBadge).toHaveBeenCalledWith(pending('messages').length), slow);
      // Mounting, the watcher did not send the failed list again: it stays as the screen shows it.
      expect(symptomsFetchAtBadge).toBe('idle');
      expect(hospitalIdsOf('alerts')).toHaveLength(asked);
      expect(screen.getByRole('button', { name: 'Recarregar Alerta de Sintomas' })).toBeEnabled();
    } finally {
      Reflect.deleteProperty(navigator, 'setAppBadge');
      Reflect.deleteProperty(navigator, 'clearAppBadge');
    }
  });

  it('treats a malformed messages answer as a failure of that tab only', async () => {
    failPath({ path: 'api/dashboard/messages', malformed: true });
    await seedSession();
    const { user } = await renderApp('/alertas');
    expect(await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: countName('Sintomas', pending('symptomReports').length) })).toBeInTheDocument();
    await waitFor(() => expect(hospitalIdsOf('messages')).toHaveLength(1), slow);
    await user.click(screen.getByRole('tab', { name: 'Mensagens' }));
    expect(await screen.findByText('Não foi possível carregar os alertas de mensagens.', undefined, slow)).toBeInTheDocument();
    resetControl();
    await user.click(screen.getByRole('button', { name: 'Recarregar Alerta de Mensagens' }));
    expect(await screen.findByRole('list', { name: 'Alertas de mensagens' }, slow)).toBeInTheDocument();
  });

  it('reloads both lists for the address chosen in the top bar', async () => {
    await seedSession();
    const { user } = await renderApp('/alertas');
    await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
    const select = screen.getByRole('combobox', { name: 'Endereço' });
    await waitFor(() => expect(select).toBeEnabled(), slow);
    const address = store.addresses.find((a) => a.InstitutionId === INSTITUTION && patientsOf(a.InstitutionAddressId).length > 0)!;
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: address.Street }, slow));
    const id = address.InstitutionAddressId;
    expect(await screen.findByRole('tab', { name: countName('Sintomas', pending('symptomReports', id).length) }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: countName('Mensagens', pending('messages', id).length) }, slow)).toBeInTheDocument();
    expect(hospitalIdsOf('alerts')).toEqual(['0', String(id)]);
    expect(hospitalIdsOf('messages')).toEqual(['0', String(id)]);
  });

  it('says what the chosen address hides: how many pending alerts the other addresses hold', async () => {
    await seedSession();
    const { user } = await renderApp('/alertas');
    await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
    expect(screen.queryByText(/^Filtrando por/)).toBeNull();
    const address = store.addresses.find((a) => a.InstitutionId === INSTITUTION && patientsOf(a.InstitutionAddressId).length > 0)!;
    const id = address.InstitutionAddressId;
    const hidden = pending('symptomReports').length - pending('symptomReports', id).length + pending('messages').length - pending('messages', id).length;
    expect(hidden).toBeGreaterThan(1);
    act(() => selectHospital({ institutionAddressId: id, street: address.Street }));
    const notice = (await screen.findByText(`Filtrando por ${address.Street}`, undefined, slow)).closest('[role="status"]') as HTMLElement;
    expect(await within(notice).findByText(`Outros endereços têm ${hidden} alertas pendentes.`, undefined, slow)).toBeInTheDocument();
    // The chosen address's own lists are what the tabs count.
    expect(await screen.findByRole('tab', { name: countName('Sintomas', pending('symptomReports', id).length) }, slow)).toBeInTheDocument();
    // A new alert at another address is counted at the next refresh, while the tabs stay as they were.
    const elsewhere = patientsOf(0).find((p) => p.InstitutionAddressId !== id)!;
    addSymptom(elsewhere.Id, 1, 9, 5);
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await within(notice).findByText(`Outros endereços têm ${hidden + 1} alertas pendentes.`, undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: countName('Sintomas', pending('symptomReports', id).length) })).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Ver todos os endereços' }));
    await waitFor(() => expect(screen.queryByText(/^Filtrando por/)).toBeNull());
    expect(await screen.findByRole('tab', { name: countName('Sintomas', pending('symptomReports').length) }, slow)).toBeInTheDocument();
  });

  it('says nothing of other addresses under Todos, and asks for no second list', async () => {
    await seedSession();
    await renderApp('/alertas');
    await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
    await waitFor(() => expect(hospitalIdsOf('messages')).toEqual(['0']), slow);
    expect(hospitalIdsOf('alerts')).toEqual(['0']);
    expect(screen.queryByText(/^Filtrando por|Outros endereços/)).toBeNull();
  });

  it('shows the empty texts for an address without pending alerts', async () => {
    await seedSession();
    const { user } = await renderApp('/alertas');
    await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
    act(() => selectHospital({ institutionAddressId: EMPTY_ADDRESS_ID, street: 'Vazio' }));
    expect(await screen.findByText('Nenhum alerta de sintoma pendente.', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: countName('Sintomas', 0) })).toBeInTheDocument();
    // The two lists answer separately: the messages' may land after the symptoms'.
    await user.click(await screen.findByRole('tab', { name: countName('Mensagens', 0) }, slow));
    expect(await screen.findByText('Nenhuma mensagem pendente.', undefined, slow)).toBeInTheDocument();
    expect(hospitalIdsOf('alerts')).toContain(String(EMPTY_ADDRESS_ID));
  });

  it("'Atualizar' refetches both lists", async () => {
    await seedSession();
    const { user } = await renderApp('/alertas');
    await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
    await waitFor(() => expect(hospitalIdsOf('messages')).toHaveLength(1), slow);
    seedBulkAlerts({ messages: 3 });
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    // Both calls leave together; each is waited for, not the second read the moment the first is seen.
    await waitFor(() => {
      expect(hospitalIdsOf('alerts')).toHaveLength(2);
      expect(hospitalIdsOf('messages')).toHaveLength(2);
    }, slow);
    // Seen by nobody yet: the messages tab also says they are new.
    const name = countName('Mensagens', pending('messages').length, ', 3 novos');
    expect(await screen.findByRole('tab', { name }, slow)).toBeInTheDocument();
  });
});
