import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { handlers } from '@/mocks/handlers';
import { resetStore } from '@/mocks/store';
import { resetControl } from '@/mocks/control';
import { signDemoToken } from '@/mocks/jwt';
import { Providers } from '@/ui/UiProvider';
import { createQueryStack } from '@/app/queryStack';
import { readyQueryStack } from '@/app/queries';
import { createAppRouter } from '@/app/router';
import { wireSession } from '@/app/sessionWiring';
import type { AppConfig } from '@/config/schema';
import { SESSION_STORAGE_KEY, endSession, initSession, openStoredSession, peekSession, peekShell } from '@/session/store';
import type { SealedSession } from '@/session/schema';
import { resetTokenCheck } from '@/api/tokenCheck';
import { newSessionId, openRecord, readStoredRecord, sealSession, sessionFrom, type Session } from '@/session/persisted';
import { installVault, prepareVault, vaultKey } from '@/session/vault';
import { markSignedIn } from '@/session/lock';
import { LockGate } from '@/features/lock/components/LockGate';
import { CHEAP_ARGON2 } from '../vaultFixtures';
import { CONFIG_DEFAULTS } from '../configFixtures';

export const API_BASE = 'http://localhost/';

export const testConfig: AppConfig = {
  apiUrl: API_BASE,
  professionalAppUrl: 'https://profissional.example.com.br/',
  patientRegistrationUrl: 'https://profissional.example.com.br/pacientes/adicionar',
  cepUrl: 'https://viacep.example.com.br/ws/{cep}/json/',
  contactEmail: 'contato@painel.demo',
  ...CONFIG_DEFAULTS,
};

/** The password the seeded session's cache key is wrapped under (the cheapest Argon2id the vault accepts: fast tests). */
export const SEED_PASSWORD = 'senha-do-teste';

export const server = setupServer(...handlers);

/** Every request the app made during the test, as method + path. */
export const requests: { method: string; path: string; search: URLSearchParams; authorization: string | null }[] = [];

let teardown: (() => void) | null = null;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname, search: url.searchParams, authorization: request.headers.get('authorization') });
  });
});
beforeEach(() => {
  resetStore();
  resetControl();
  resetTokenCheck();
  requests.length = 0;
});
afterEach(() => {
  cleanup();
  teardown?.();
  teardown = null;
  endSession('other-tab');
  server.resetHandlers();
});
afterAll(() => server.close());

export interface SessionSeed {
  features?: unknown;
  institutionId?: number;
  institutionName?: string;
  name?: string;
  profile?: string;
  isTrial?: boolean;
  trialDays?: number;
  expiresInSeconds?: number;
  token?: string;
  /** The chosen address (default 'Todos'). */
  hospital?: SealedSession['hospital'];
  /** When the sign-in happened (default now). */
  signedInAt?: number;
}

/**
 * A signed-in session as a sign-in in this tab leaves it: sealed in localStorage under the cache
 * key, the key wrapped under SEED_PASSWORD and held, the session open in memory.
 */
export async function seedSession(seed: SessionSeed = {}): Promise<Session> {
  const institutionId = seed.institutionId ?? 1;
  const token =
    seed.token ??
    (await signDemoToken(
      { sub: 'admin@painel.demo', FeaturesId: seed.features ?? [3, 4, 5], InstitutionId: institutionId },
      seed.expiresInSeconds === undefined ? {} : { expiresInSeconds: seed.expiresInSeconds },
    ));
  const stored: SealedSession = {
    token,
    user: {
      Name: seed.name ?? 'Ana Beatriz Souza',
      Institution: { Id: institutionId, Name: seed.institutionName ?? 'Instituto de Oncologia Vida Plena' },
      IsTrial: seed.isTrial ?? false,
      TrialRemainingDays: seed.trialDays ?? 0,
      Profile: seed.profile ?? 'admin',
    },
    hospital: seed.hospital ?? { institutionAddressId: 0, street: '' },
  };
  const session = sessionFrom(stored, newSessionId(), seed.signedInAt ?? Date.now());
  const prepared = await prepareVault(SEED_PASSWORD, CHEAP_ARGON2);
  installVault(session.userKey, prepared);
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(await sealSession(session, prepared.dataKey)));
  markSignedIn();
  return (await openStoredSession(prepared.dataKey))!;
}

/** The stored session opened with the key this tab holds (its sealed part is written a moment after a change). */
export async function storedSessionOpened(): Promise<Session | null> {
  const record = readStoredRecord();
  const key = record && vaultKey(record.userKey);
  return key ? openRecord(record, key) : null;
}

/**
 * user-event reads every ancestor's computed `pointer-events` before each click and keystroke.
 * Stylesheets are not loaded here (`css: false`), so the answer is always 'auto' and the check
 * only cost a tenth of the integration project's time.
 */
export const USER_EVENT_OPTIONS = { pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null } as const;

/** The real route tree in a memory history, a fresh QueryClient without retries, msw behind it. */
export async function renderApp(url = '/', config: AppConfig = testConfig) {
  // A start-up with the key at hand (held by this tab, as after a hand-over): the stored session opens.
  initSession();
  const shell = peekShell();
  const key = shell && !peekSession() ? vaultKey(shell.userKey) : null;
  if (key) await openStoredSession(key);
  const stack = createQueryStack({ maxAgeMs: config.maxOfflineAgeHours * 3_600_000, retry: false });
  const { queryClient } = stack;
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ config, loadQueryClient: () => Promise.resolve(queryClient) }, history);
  teardown = wireSession(config, readyQueryStack(stack), router);
  const user = userEvent.setup(USER_EVENT_OPTIONS);
  await router.load();
  const view = renderTree(router);
  return { router, queryClient, user, ...view };
}

/** The console's tree as src/app/App.tsx builds it, inside a test's Mantine provider. */
export function renderTree(router: ReturnType<typeof createAppRouter>) {
  return render(
    <Providers env="test">
      <LockGate>
        <RouterProvider router={router} />
      </LockGate>
    </Providers>,
  );
}

export function path(router: ReturnType<typeof createAppRouter>) {
  return router.state.location.pathname;
}

/** Bodies the app sent, by method and path pattern. */
export function captureBodies(method: string, pattern: RegExp) {
  const bodies: { path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === method && pattern.test(pathname)) {
      void request
        .clone()
        .text()
        .then((text) => bodies.push({ path: pathname, body: text ? (JSON.parse(text) as unknown) : null }));
    }
  });
  return bodies;
}

/**
 * The names of the files the page offered for download (jsdom cannot save them): call it in a
 * `beforeEach`; `vi.restoreAllMocks()` in an `afterEach` undoes it.
 */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:painel/arquivo');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  return saved;
}

/**
 * Types `text` into `box` one key every 100 ms on a held clock, then stops the clock 1 ms short
 * of `pauseMs` after the last key: a debounced search must not have left yet. Call with fake
 * timers installed; the caller advances the last millisecond.
 */
export async function typeOnHeldClock(box: HTMLElement, text: string, pauseMs: number) {
  vi.setTimerTickMode('manual');
  for (let end = 1; end <= text.length; end += 1) {
    fireEvent.change(box, { target: { value: text.slice(0, end) } });
    await act(() => vi.advanceTimersByTimeAsync(100));
  }
  await act(() => vi.advanceTimersByTimeAsync(pauseMs - 100 - 1));
}
