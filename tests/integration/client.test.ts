import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { z } from 'zod';
import { apiRequest } from '@/api/client';
import { initApiClient } from '@/api/clientSetup';
import { downloadFile } from '@/api/download';
import { ApiError } from '@/api/errors';
import { failPath } from '@/mocks/control';
import { signDemoToken } from '@/mocks/jwt';
import { API_BASE, requests, server } from './harness';

async function setup(opts: { token?: string | null; timeoutMs?: number; baseUrl?: string } = {}) {
  const token = opts.token === undefined ? await signDemoToken({ sub: 'admin@painel.demo', FeaturesId: [4], InstitutionId: 1 }) : opts.token;
  const onUnauthorized = vi.fn();
  initApiClient({ baseUrl: opts.baseUrl ?? API_BASE, getToken: () => token, onUnauthorized, timeoutMs: opts.timeoutMs });
  return { token, onUnauthorized };
}

const addresses = z.array(z.object({ InstitutionAddressId: z.number(), Street: z.string() }));

describe('HTTP client', () => {
  it('sends the bearer header and verifies the token first', async () => {
    const { token } = await setup();
    await apiRequest('/api/dashboard/addresses', addresses);
    expect(requests.map((r) => r.path)).toEqual(['/api/account/token', '/api/dashboard/addresses']);
    expect(requests[1]?.authorization).toBe(`Bearer ${token}`);
  });

  it('keeps nothing in the browser’s HTTP cache: every call, the token check and a download are no-store', async () => {
    await setup();
    const modes: string[] = [];
    const listener = ({ request }: { request: Request }) => void modes.push(`${new URL(request.url).pathname} ${request.cache}`);
    server.events.on('request:start', listener);
    await apiRequest('api/dashboard/addresses', addresses);
    await downloadFile('api/patient/export/11', 'ficha.pdf');
    server.events.removeListener('request:start', listener);
    expect(new Set(modes)).toEqual(new Set(['/api/account/token no-store', '/api/dashboard/addresses no-store', '/api/patient/export/11 no-store']));
  });

  it('shares one token check among requests issued together', async () => {
    await setup();
    await Promise.all(Array.from({ length: 12 }, () => apiRequest('api/dashboard/addresses', addresses)));
    expect(requests.filter((r) => r.path === '/api/account/token')).toHaveLength(1);
    expect(requests.filter((r) => r.path === '/api/dashboard/addresses')).toHaveLength(12);
  });

  it('makes no check without a session', async () => {
    await setup({ token: null });
    await expect(apiRequest('api/dashboard/addresses', addresses)).rejects.toMatchObject({ status: 401 });
    expect(requests.map((r) => r.path)).toEqual(['/api/dashboard/addresses']);
  });

  it('keeps a base path such as /backend/', async () => {
    await setup({ baseUrl: 'http://localhost/backend/' });
    await apiRequest('/api/dashboard/addresses', addresses);
    expect(requests.map((r) => r.path)).toEqual(['/backend/api/account/token', '/backend/api/dashboard/addresses']);
  });

  it('a 401 from the check ends the session and the call does not go out', async () => {
    const { onUnauthorized } = await setup();
    failPath({ path: 'api/account/token', status: 401 });
    await expect(apiRequest('api/dashboard/addresses', addresses)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalled();
    expect(requests.map((r) => r.path)).toEqual(['/api/account/token']);
  });

  it('a 401 from any call ends the session', async () => {
    const { onUnauthorized } = await setup();
    failPath({ path: 'api/dashboard/addresses', status: 401 });
    await expect(apiRequest('api/dashboard/addresses', addresses)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns the error body into one ApiError', async () => {
    await setup();
    failPath({ path: 'api/dashboard/addresses', status: 400, body: { Title: 'T', Message: 'M', Errors: ['e1'] } });
    await expect(apiRequest('api/dashboard/addresses', addresses)).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      title: 'T',
      serverMessage: 'M',
      errors: ['e1'],
    });
  });

  it('rejects a malformed answer with a clear error and logs no values', async () => {
    await setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    failPath({ path: 'api/dashboard/addresses', malformed: true });
    const error = await apiRequest('api/dashboard/addresses', addresses).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid', message: 'O servidor respondeu em um formato inesperado. Tente novamente mais tarde.' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('times out with a clear error', async () => {
    await setup({ token: null, timeoutMs: 50 });
    server.use(
      http.get('*/api/slow', async () => {
        await delay(1000);
        return HttpResponse.json([]);
      }),
    );
    await expect(apiRequest('api/slow', z.array(z.never()))).rejects.toMatchObject({
      kind: 'timeout',
      message: 'O servidor demorou demais para responder. Tente novamente.',
    });
  });

  it('a network failure is an ApiError too', async () => {
    await setup({ token: null });
    server.use(http.get('*/api/down', () => HttpResponse.error()));
    await expect(apiRequest('api/down', z.unknown())).rejects.toMatchObject({ kind: 'network' });
  });
});
