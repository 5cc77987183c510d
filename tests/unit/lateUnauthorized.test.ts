import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { initApiClient } from '@/api/clientSetup';
import { resetTokenCheck } from '@/api/tokenCheck';

/** A call to api/lento waits for the test's word before it answers 401. */
let arrived: () => void = () => undefined;
let answer: Promise<void> = Promise.resolve();

const server = setupServer(
  http.get('http://localhost/api/account/token', () => HttpResponse.json({})),
  http.get('http://localhost/api/lento', async () => {
    arrived();
    await answer;
    return HttpResponse.json({ Message: 'Sessão expirada.' }, { status: 401 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetTokenCheck();
});
afterAll(() => server.close());

describe('a 401', () => {
  it('ends the session whose token it rejected, and not the one that started meanwhile', async () => {
    let token = 'token-de-ana';
    const onUnauthorized = vi.fn();
    initApiClient({ baseUrl: 'http://localhost/', getToken: () => token, onUnauthorized });

    // Ana's call reaches the server; Bruno signs in before its 401 comes back.
    let release: () => void = () => undefined;
    answer = new Promise((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const late = apiRequest('api/lento', z.unknown()).catch(() => undefined);
    await reached;
    token = 'token-de-bruno';
    release();
    await late;
    expect(onUnauthorized).not.toHaveBeenCalled();

    await apiRequest('api/lento', z.unknown()).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
