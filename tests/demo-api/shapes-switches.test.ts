// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currentShapes, failPath, replaceControl, resetControl, setShapes } from '../../src/mocks/control';
import { demoAccounts } from '../../src/mocks/accounts';
import { startBanner } from '../../src/mocks/server/banner';
import { getDashboard, getWithToken, sendJson, setupDemoApi, tokenFor } from './helpers';

setupDemoApi();

const ALERTS = '/api/dashboard/alerts?hospitalId=0';

async function patientsFigure(token: string): Promise<unknown> {
  return (await getDashboard<{ Patients: unknown }>('total-doctorspatients', { hospitalId: 0 }, token)).body.Patients;
}

describe('the shapes switch', () => {
  it('is set by POST /__demo/control and goes back to the default with {} or a reset', async () => {
    const token = await tokenFor();
    expect(await patientsFigure(token)).toBe(150);
    const control = await sendJson('POST', '/__demo/control', { shapes: 'alternate' });
    expect(await control.json()).toMatchObject({ shapes: 'alternate' });
    expect(currentShapes()).toBe('alternate');
    expect(await patientsFigure(token)).toBe('150');
    await sendJson('POST', '/__demo/control', {});
    expect(currentShapes()).toBe('default');
    expect(await patientsFigure(token)).toBe(150);
    replaceControl({ shapes: 'alternate' });
    await sendJson('POST', '/__demo/reset', {});
    expect(currentShapes()).toBe('default');
    setShapes('alternate');
    resetControl();
    expect(currentShapes()).toBe('default');
  });

  it('leaves error answers untouched', async () => {
    const token = await tokenFor();
    const errors = async () => [
      await getDashboard('alerts', {}, token),
      await getDashboard('performance-status-all', { hospitalId: 0, startDate: '01/2000', endDate: '02/2000' }, token),
      await getDashboard('addresses', {}, undefined),
    ];
    const original = await errors();
    setShapes('alternate');
    const alternate = await errors();
    expect(alternate.map((answer) => answer.status)).toEqual([400, 404, 401]);
    expect(alternate).toEqual(original);
    expect(alternate[0]?.body).toMatchObject({ Title: 'Dados inválidos', Message: null });

    failPath({ path: 'api/dashboard/pain', status: 503 });
    const failed = await getDashboard('pain', { hospitalId: 0 }, token);
    expect(failed).toEqual({ status: 503, body: { Title: null, Message: 'Erro simulado.', Errors: null } });
  });

  it('is refused, like any unknown switch, when the value is not a known profile', async () => {
    for (const body of [{ shapes: 'dotnet' }, { shapes: 1 }, { shape: 'alternate' }]) {
      const response = await sendJson('POST', '/__demo/control', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(currentShapes()).toBe('default');
  });

  it('is announced by the npm start banner', () => {
    expect(startBanner('http://127.0.0.1:4173/', demoAccounts, 'alternate')).toMatch(/DEMO_SHAPES=alternate/);
    expect(startBanner('http://127.0.0.1:4173/', demoAccounts)).not.toMatch(/DEMO_SHAPES/);
  });
});

describe('the answerHeaders switch', () => {
  it('adds the headers to the successful answers of the matching path only', async () => {
    const token = await tokenFor();
    const control = await sendJson('POST', '/__demo/control', {
      answerHeaders: [{ path: '/api/dashboard/alerts', headers: { 'Cache-Control': 'no-store', 'X-Demo': 'sim' } }],
    });
    expect(control.status).toBe(200);
    const alerts = await getWithToken(ALERTS, token);
    expect([alerts.status, alerts.headers.get('cache-control'), alerts.headers.get('x-demo')]).toEqual([200, 'no-store', 'sim']);
    expect(alerts.headers.get('content-type')).toMatch(/application\/json/);
    for (const other of ['/api/dashboard/messages?hospitalId=0', '/api/dashboard/addresses']) {
      const response = await getWithToken(other, token);
      expect([response.status, response.headers.get('cache-control')], other).toEqual([200, null]);
    }
    const refused = await getWithToken('/api/dashboard/alerts', token);
    expect([refused.status, refused.headers.get('cache-control')]).toEqual([400, null]);
  });

  it('applies to addresses too, and is cleared by {}', async () => {
    const token = await tokenFor();
    replaceControl({ answerHeaders: [{ path: 'api/dashboard/addresses', headers: { 'Cache-Control': 'no-store' } }] });
    expect((await getWithToken('/api/dashboard/addresses', token)).headers.get('cache-control')).toBe('no-store');
    await sendJson('POST', '/__demo/control', {});
    expect((await getWithToken('/api/dashboard/addresses', token)).headers.get('cache-control')).toBeNull();
  });

  it('refuses unknown keys and header names or values a response could not carry', async () => {
    const bodies = [
      { answerHeaders: [{ path: 'api/dashboard/alerts', headers: { 'Cache-Control': 'no-store' }, times: 1 }] },
      { answerHeaders: [{ path: 'api/dashboard/alerts', headers: { 'Cache Control': 'no-store' } }] },
      { answerHeaders: [{ path: 'api/dashboard/alerts', headers: { 'X-Demo': 'a\r\nb' } }] },
      { answerHeaders: [{ path: '', headers: {} }] },
      { answerHeaders: [{ path: 'api/dashboard/alerts', headers: { 'X-Demo': 1 } }] },
    ];
    for (const body of bodies) expect((await sendJson('POST', '/__demo/control', body)).status, JSON.stringify(body)).toBe(400);
  });
});
