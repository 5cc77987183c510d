import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { apiRequest, initApiClient } from '@/api/client';
import { resetTokenCheck } from '@/api/tokenCheck';

const server = setupServer(
  http.get('http://localhost/api/account/token', () => HttpResponse.json({})),
  http.get('http://localhost/api/lento', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
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
  it("ends the session whose token it rejected, and not the one that started meanwhile", async () => {
    let token = 'token-de-ana';
    const onUnauthorized = vi.fn();
    initApiClient({ baseUrl: 'http://localhost/', getToken: () => token, onUnauthorized });

    const late = apiRequest('api/lento', z.unknown()).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    token = 'token-de-bruno';
    await late;
    expect(onUnauthorized).not.toHaveBeenCalled();

    await apiRequest('api/lento', z.unknown()).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
