import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetControl } from '../../../src/mocks/control';
import { handlers } from '../../../src/mocks/handlers';
import { DEMO_PASSWORD, resetStore } from '../../../src/mocks/store';

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
