// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failPath, setLatency } from '../../src/mocks/control';
import { API, getWithToken, loginAs, sendJson, setupDemoApi } from './helpers';

setupDemoApi();

const ADDRESSES = '/api/dashboard/addresses';

describe('test switches', () => {
  it('delays every answer by the configured latency', async () => {
    setLatency(150);
    const started = performance.now();
    await sendJson('POST', '/api/account/forgot-password', { email: 'a@b.com' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('fails a path with the default error body until reset', async () => {
    const token = await loginAs('admin@painel.demo');
    failPath({ path: 'api/dashboard/addresses' });
    for (let i = 0; i < 2; i += 1) {
      const response = await getWithToken(ADDRESSES, token);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ Title: null, Message: 'Erro simulado.', Errors: null });
    }
    // The token check is a different path and keeps working.
    expect((await fetch(`${API}/api/account/token?token=${token}`)).status).toBe(200);
  });

  it('honours status, body, method and times', async () => {
    const token = await loginAs('admin@painel.demo');
    failPath({ path: '/api/dashboard/addresses', method: 'get', status: 503, body: { Title: 'Fora do ar', Message: null, Errors: null }, times: 1 });
    const failed = await getWithToken(ADDRESSES, token);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ Title: 'Fora do ar', Message: null, Errors: null });
    expect((await getWithToken(ADDRESSES, token)).status).toBe(200);

    failPath({ path: 'api/account/login', method: 'PUT' });
    expect((await sendJson('POST', '/api/account/login', { login: 'admin@painel.demo', password: 'Demo@123' })).status).toBe(200);
  });

  it('answers 200 with JSON of the wrong shape when malformed', async () => {
    const token = await loginAs('admin@painel.demo');
    failPath({ path: 'api/dashboard/addresses', malformed: true });
    const response = await getWithToken(ADDRESSES, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unexpected: true });
  });

  it('answers late with the real data when only delayMs is set, and late with the failure otherwise', async () => {
    const token = await loginAs('admin@painel.demo');
    failPath({ path: 'api/dashboard/addresses', delayMs: 150, times: 1 });
    failPath({ path: 'api/dashboard/addresses', delayMs: 150, status: 503, times: 1 });
    let started = performance.now();
    const late = await getWithToken(ADDRESSES, token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(late.status).toBe(200);
    expect(Array.isArray(await late.json())).toBe(true);
    started = performance.now();
    const failed = await getWithToken(ADDRESSES, token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(failed.status).toBe(503);
  });

  it('lets a request no handler answers stay unhandled, so missing handlers are caught', async () => {
    await expect(fetch(`${API}/api/nao-existe`)).rejects.toThrow();
  });

  it('applies before authentication, as a broken backend would', async () => {
    failPath({ path: 'api/dashboard/addresses', status: 502 });
    expect((await getWithToken(ADDRESSES)).status).toBe(502);
  });
});

describe('/__demo endpoints', () => {
  it('POST /__demo/control replaces the switches and is never failed or delayed itself', async () => {
    const token = await loginAs('admin@painel.demo');
    failPath({ path: '/' });
    // Ten minutes of latency: were the control call delayed, it would outlast the test's timeout.
    // Whether it answers is the check, not how fast, so a busy machine cannot fail it.
    setLatency(600_000);
    const control = await sendJson('POST', '/__demo/control', { latencyMs: 0, failures: [{ path: 'api/dashboard/addresses', status: 418 }] });
    expect(control.status).toBe(200);
    expect((await getWithToken(ADDRESSES, token)).status).toBe(418);
  });

  it('POST /__demo/control refuses an invalid body', async () => {
    const response = await sendJson('POST', '/__demo/control', { latencyMs: 'muito' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ Title: 'Dados inválidos' });
    // A switch it does not know is refused rather than dropped (the test would meet the default).
    const unknown = await sendJson('POST', '/__demo/control', { failures: [{ path: 'api/x', hang: true }] });
    expect(unknown.status).toBe(400);
  });

  it('POST /__demo/reset clears the switches and restores the store', async () => {
    await sendJson('PUT', '/api/account/reset-password', { password: 'Nova@2024', confirmPassword: 'Nova@2024', token: 'redefinir-valido' });
    failPath({ path: 'api/account/login' });
    expect((await sendJson('POST', '/__demo/reset', {})).status).toBe(200);
    await expect(loginAs('admin@painel.demo', 'Demo@123')).resolves.toEqual(expect.any(String));
  });
});
