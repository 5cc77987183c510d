/**
 * Severe alerts as system notifications (docs/decisions/0029-severe-alert-notifications.md): the
 * opt-in on the alerts page, what notifies and what it says, through the real route tree with the
 * browser's Notification API and the service worker's registration stood in for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { keys } from '@/api/keys';
import { store } from '@/mocks/store';
import { PAIN_SYMPTOM_ID } from '@/mocks/seed/symptoms';
import { lockNow } from '@/session/lock';
import { endSession } from '@/session/store';
import { readPreference } from '@/session/preferences';
import { renderApp, seedSession, testConfig } from './harness';
import { slow } from '../waits';

const CONTROL = 'Avisar quando chegar um alerta grave';

interface Shown {
  title: string;
  tag: string;
  body?: string;
  data?: unknown;
}

/** The browser's side: the permission, its prompt, and what the registration showed. */
function standInBrowser(permission: NotificationPermission, answer: NotificationPermission = permission, { keepsPermission = false } = {}) {
  const shown: Shown[] = [];
  const state = { permission };
  // `keepsPermission`: the prompt answers without changing the permission (WebKit under automation).
  const requestPermission = vi.fn(() => Promise.resolve(keepsPermission ? answer : (state.permission = answer)));
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission,
  });
  const showNotification = vi.fn((title: string, options: NotificationOptions = {}) => {
    const tag = options.tag ?? '';
    const at = shown.findIndex((notification) => notification.tag === tag);
    const notification = { title, tag, body: options.body || undefined, data: options.data as unknown };
    if (at >= 0 && tag) shown[at] = notification;
    else shown.push(notification);
    return Promise.resolve();
  });
  const registration = {
    scope: 'http://localhost/',
    active: null,
    waiting: null,
    installing: null,
    showNotification,
    getNotifications: () => Promise.resolve(shown.map((notification) => ({ ...notification, close: () => shown.splice(shown.indexOf(notification), 1) }))),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      ready: new Promise(() => undefined),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      startMessages: () => undefined,
    },
  });
  return { shown, showNotification, requestPermission };
}

let nextId = 2_000_000;
/** A pending symptom report of a seeded patient, newer than every seeded one. */
function addSymptom(symptomId: number, intensity: number) {
  const patient = store.patients.find((p) => p.InstitutionId === 1)!;
  const at = new Date(Date.parse(store.anchor) + 10 * 60_000).toISOString();
  store.symptomReports.push({ Id: nextId++, PatientId: patient.Id, SymptomId: symptomId, Intensity: intensity, DateAndTime: at, Pending: true });
  return patient;
}

/** Signed in on the alerts page with the notifications turned on (permission granted at the click). */
async function optedIn(config = testConfig) {
  const browser = standInBrowser('default', 'granted');
  const session = await seedSession();
  const app = await renderApp('/alertas', config);
  await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
  await app.user.click(screen.getByRole('switch', { name: CONTROL }));
  await waitFor(() => expect(screen.getByRole('switch', { name: CONTROL })).toBeChecked(), slow);
  // The notifier mounts once the page is idle; its first look is the baseline.
  await waitFor(() => expect(app.queryClient.getQueryData(keys.alerts.notified(0)) ?? {}).toHaveProperty('symptoms'), slow);
  const refresh = async () => {
    await app.user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0), slow);
  };
  /** How many symptom alerts the notifications know: each answer they have read adds its new ones. */
  const known = () => app.queryClient.getQueryData<{ symptoms?: { known: string[] } }>(keys.alerts.notified(0))?.symptoms?.known.length ?? 0;
  return { ...app, ...browser, session, refresh, known };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the opt-in', () => {
  it('asks the permission only from the click, remembers the choice for the user, and notifies nothing already pending', async () => {
    const { requestPermission, showNotification, session, refresh } = await optedIn();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(readPreference(session.userKey, 'alertNotifications')).toBe('on');
    expect(screen.getByText(/Você será avisado por uma notificação do sistema/)).toBeInTheDocument();
    await refresh();
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('never asks on load', async () => {
    const { requestPermission } = standInBrowser('default');
    await seedSession();
    await renderApp('/alertas');
    expect(await screen.findByRole('switch', { name: CONTROL }, slow)).not.toBeChecked();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('refused: stays off and says how to allow it', async () => {
    const { requestPermission, showNotification } = standInBrowser('default', 'denied');
    const session = await seedSession();
    const { user } = await renderApp('/alertas');
    await user.click(await screen.findByRole('switch', { name: CONTROL }, slow));
    expect(await screen.findByText(/As notificações do Painel estão bloqueadas neste navegador/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: CONTROL })).not.toBeChecked();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(readPreference(session.userKey, 'alertNotifications')).toBeNull();
    addSymptom(PAIN_SYMPTOM_ID, 9);
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('refused by a browser that leaves the permission as it was: says so too', async () => {
    standInBrowser('default', 'denied', { keepsPermission: true });
    await seedSession();
    const { user } = await renderApp('/alertas');
    await user.click(await screen.findByRole('switch', { name: CONTROL }, slow));
    expect(await screen.findByText(/As notificações do Painel estão bloqueadas neste navegador/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: CONTROL })).not.toBeChecked();
  });

  it('unsupported: says so, and offers nothing to click', async () => {
    await seedSession();
    await renderApp('/alertas');
    expect(await screen.findByText(/Este navegador não mostra notificações do sistema/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: CONTROL })).toBeNull();
  });
});

describe('what notifies', () => {
  it('a new severe alert: once, naming the symptom and its class, never the patient', async () => {
    const { shown, showNotification, refresh } = await optedIn();
    const patient = addSymptom(PAIN_SYMPTOM_ID, 9);
    await refresh();
    await waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1), slow);
    expect(shown).toEqual([expect.objectContaining({ title: 'Novo alerta grave: Dor, EVA 9', body: undefined })]);
    expect(JSON.stringify(shown)).not.toContain(patient.Name);
    // A second refresh with the same list shows nothing again.
    await refresh();
    expect(showNotification).toHaveBeenCalledTimes(1);
  });

  it('a mild one: nothing', async () => {
    const { showNotification, refresh, known } = await optedIn();
    const before = known();
    addSymptom(PAIN_SYMPTOM_ID, 5);
    await refresh();
    // Read, and not told.
    await waitFor(() => expect(known()).toBe(before + 1), slow);
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('three new severe alerts: one notification', async () => {
    const { shown, showNotification, refresh } = await optedIn();
    addSymptom(PAIN_SYMPTOM_ID, 9);
    addSymptom(PAIN_SYMPTOM_ID, 8);
    addSymptom(2, 4);
    await refresh();
    await waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1), slow);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe('3 novos alertas graves');
  });

  it('names the patient only with notificationsShowNames; the lock leaves only that an alert came', async () => {
    const { shown, refresh } = await optedIn({ ...testConfig, notificationsShowNames: true });
    const patient = addSymptom(PAIN_SYMPTOM_ID, 10);
    await refresh();
    await waitFor(() => expect(shown).toEqual([expect.objectContaining({ title: 'Novo alerta grave: Dor, EVA 10', body: patient.Name })]), slow);
    act(() => lockNow());
    await waitFor(() => expect(shown).toEqual([expect.objectContaining({ title: 'Novo alerta grave no Painel', body: undefined })]), slow);
  });

  it('the session ends: every shown notification closes', async () => {
    const { shown, refresh } = await optedIn();
    addSymptom(PAIN_SYMPTOM_ID, 9);
    await refresh();
    await waitFor(() => expect(shown).toHaveLength(1), slow);
    act(() => endSession('logout'));
    await waitFor(() => expect(shown).toHaveLength(0), slow);
  });
});
