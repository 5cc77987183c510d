// @vitest-environment node
/**
 * The demo's `worsening` switch (lib/worsening.ts): a patient whose pain worsens between two
 * refreshes of the alert list, for the triage queue's 'Piorou' (decision 0022). Off for the suites,
 * on for npm start.
 */
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/mocks/accounts';
import { setStartingWorsening, setWorsening } from '../../src/mocks/control';
import { startBanner } from '../../src/mocks/server/banner';
import { resetStore, store } from '../../src/mocks/store';
import { getDashboard, sendJson, setupDemoApi, tokenFor } from './helpers';
import { BENEDITO, PAIN, alerts, intensityClass, painOf, type Alert } from './triage-helpers';

setupDemoApi();

describe('the worsening switch', () => {
  const worse = (list: Alert[]) => painOf(list, BENEDITO).filter((a) => a.Intensity === 8);

  it('is off by default: the list is the same answer after answer', async () => {
    const first = await alerts();
    for (let answer = 2; answer <= 6; answer += 1) expect(await alerts()).toEqual(first);
    expect(worse(first)).toEqual([]);
  });

  it('on, brings Benedito Cavalcanti EVA 8 from the set answer on, newest, dated when it arrives', async () => {
    const response = await sendJson('POST', '/__demo/control', { worsening: 3 });
    expect(await response.json()).toMatchObject({ worsening: 3 });
    const first = await alerts();
    expect(await alerts()).toEqual(first);
    const before = Date.now();
    const third = await alerts();
    expect(third).toHaveLength(30);
    expect(worse(third)).toHaveLength(1);
    expect(third[0]).toMatchObject({ Id: BENEDITO, Name: 'Benedito Cavalcanti', Intensity: 8, Symptom: { Id: PAIN, IsEva: true } });
    const at = Date.parse(third[0]!.DateAndTime);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    // A class above his pending EVA 4: what the console calls 'Piorou'.
    expect(painOf(third, BENEDITO).map(intensityClass)).toEqual(['Grave', 'Moderada']);
    // It stays, once.
    for (let answer = 4; answer <= 6; answer += 1) expect(await alerts()).toEqual(third);
  });

  it('true means the third answer; only answers that could show him count', async () => {
    expect(await (await sendJson('POST', '/__demo/control', { worsening: true })).json()).toMatchObject({ worsening: 3 });
    // Another institution, and another address of his: they cannot show him, so they do not count.
    for (let i = 0; i < 3; i += 1) {
      await alerts(0, 165);
      expect(worse(await alerts(2))).toEqual([]);
    }
    expect(worse(await alerts(1))).toEqual([]);
    expect(worse(await alerts(0))).toEqual([]);
    expect(worse(await alerts(1))).toHaveLength(1);
    expect(worse(await alerts(0))).toHaveLength(1);
  });

  it('a reset takes the alert away and the switch back to off; a failed answer does not count', async () => {
    setWorsening(1);
    expect(worse(await alerts())).toHaveLength(1);
    await sendJson('POST', '/__demo/reset', {});
    for (let i = 0; i < 4; i += 1) expect(worse(await alerts())).toEqual([]);

    await sendJson('POST', '/__demo/control', { worsening: 2, failures: [{ path: 'api/dashboard/alerts', times: 2 }] });
    const token = await tokenFor();
    for (let i = 0; i < 2; i += 1) expect((await getDashboard('alerts', { hospitalId: 0 }, token)).status).toBe(500);
    expect(worse(await alerts())).toEqual([]);
    expect(worse(await alerts())).toHaveLength(1);
  });

  it('started with it (npm start), a reset and a control call without the key keep it on', async () => {
    setStartingWorsening(2);
    try {
      await sendJson('POST', '/__demo/reset', {});
      expect(worse(await alerts())).toEqual([]);
      expect(worse(await alerts())).toHaveLength(1);
      // Counted again after a reset: the alert comes back at the second answer.
      await sendJson('POST', '/__demo/reset', {});
      expect(worse(await alerts())).toEqual([]);
      expect(worse(await alerts())).toHaveLength(1);
      // A control call that leaves the key out keeps the server's value, and does not add it twice.
      expect(await (await sendJson('POST', '/__demo/control', { latencyMs: 0 })).json()).toMatchObject({ worsening: 2 });
      for (let i = 0; i < 3; i += 1) expect(worse(await alerts())).toHaveLength(1);
      // Switched off: what arrived stays until a reset.
      await sendJson('POST', '/__demo/control', { worsening: false });
      expect(worse(await alerts())).toHaveLength(1);
    } finally {
      setStartingWorsening(false);
    }
    resetStore();
    expect(worse(await alerts())).toEqual([]);
  });

  it('comes in the other shapes too, its instant in .NET form like the others', async () => {
    await sendJson('POST', '/__demo/control', { worsening: 1, shapes: 'alternate' });
    const { status, body } = await getDashboard<{ Id: number | string; DateAndTime: string }[]>('alerts', { hospitalId: 0 }, await tokenFor());
    expect(status).toBe(200);
    expect(body).toHaveLength(30);
    expect(Number(body[0]?.Id)).toBe(BENEDITO);
    expect(Number.isNaN(Date.parse(body[0]?.DateAndTime ?? ''))).toBe(false);
  });

  it('refuses a bad value with 400', async () => {
    for (const worsening of [0, -1, 2.5, 'sim', null]) {
      expect((await sendJson('POST', '/__demo/control', { worsening })).status, JSON.stringify(worsening)).toBe(400);
    }
  });

  it("npm start's banner says who worsens, and when", () => {
    const banner = startBanner('http://127.0.0.1:4173/', demoAccounts, 'default', undefined, 3);
    const patient = store.patients.find((p) => p.Id === BENEDITO);
    expect(banner).toContain(`a partir da 3ª resposta da lista de alertas (cada atualização conta), ${patient?.Name} envia dor EVA 8 (a pendente era EVA 4)`);
    expect(banner).toContain('DEMO_WORSENING=off');
    expect(startBanner('http://127.0.0.1:4173/', demoAccounts)).not.toContain('DEMO_WORSENING');
  });
});
