import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetControl } from '../../src/mocks/control';
import { handlers } from '../../src/mocks/handlers';
import { signDemoToken } from '../../src/mocks/jwt';
import { DEMO_PASSWORD, resetStore } from '../../src/mocks/store';

export const API = 'http://localhost';

/** The demo handlers behind msw for one test file, with a fresh store and no switches per test. */
export function setupDemoApi(): void {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetStore();
    resetControl();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function sendJson(method: string, path: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API}${path}`, { method, headers, body: JSON.stringify(body) });
}

export function getWithToken(path: string, token?: string): Promise<Response> {
  return fetch(`${API}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

interface LoginBody {
  Token: string | { Value: string };
}

/** Signs in through the API and returns the JWT, whichever shape the answer gave it in. */
export async function loginAs(login: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await sendJson('POST', '/api/account/login', { login, password });
  if (response.status !== 200) throw new Error(`login ${login} answered ${response.status}`);
  const body = (await response.json()) as LoginBody;
  return typeof body.Token === 'string' ? body.Token : body.Token.Value;
}

/** A signed token for a caller of `institutionId`, without going through the login endpoint. */
export function tokenFor(institutionId = 1, login = 'admin@painel.demo'): Promise<string> {
  return signDemoToken({ sub: login, FeaturesId: [3, 4, 5], InstitutionId: institutionId });
}

/** GET a dashboard endpoint with query parameters; answers the status and the parsed body. */
export async function getDashboard<T>(
  endpoint: string,
  query: Record<string, string | number>,
  token: string | undefined,
): Promise<{ status: number; body: T }> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await getWithToken(`/api/dashboard/${endpoint}?${params.toString()}`, token);
  return { status: response.status, body: (await response.json()) as T };
}

const DAY_MS = 86_400_000;

/** Whether an ISO instant lies in the `days` days up to the store's anchor (test-side rule). */
export function withinDaysOf(anchor: string, iso: string, days: number): boolean {
  const end = Date.parse(anchor);
  const time = Date.parse(iso);
  return time <= end && (days === 0 || time >= end - days * DAY_MS);
}

/** Rounds a share to one decimal, as the API does. */
export function share(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
