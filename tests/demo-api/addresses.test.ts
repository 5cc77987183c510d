// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signDemoToken } from '../../src/mocks/jwt';
import { getWithToken, loginAs, setupDemoApi } from './helpers';

setupDemoApi();

const PATH = '/api/dashboard/addresses';

describe('GET api/dashboard/addresses', () => {
  it("answers the caller's institution addresses", async () => {
    const response = await getWithToken(PATH, await loginAs('admin@painel.demo'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { InstitutionAddressId: number; Street: string }[];
    expect(body.length).toBeGreaterThanOrEqual(2);
    expect(body[0]).toEqual({ InstitutionAddressId: 1, Street: expect.stringContaining('São Paulo - SP') as unknown });
    for (const address of body) expect(Object.keys(address).sort()).toEqual(['InstitutionAddressId', 'Street']);
  });

  it('follows the InstitutionId of the token', async () => {
    const response = await getWithToken(PATH, await loginAs('hospital165@painel.demo'));
    const ids = ((await response.json()) as { InstitutionAddressId: number }[]).map((item) => item.InstitutionAddressId);
    expect(ids).toEqual([5, 6, 7]);
  });

  it('answers 401 "Sessão expirada." without, with an expired or with a forged token', async () => {
    const expired = await signDemoToken({ sub: 'admin@painel.demo', FeaturesId: [4], InstitutionId: 1 }, { expiresInSeconds: -5 });
    for (const token of [undefined, expired, 'forjado.token.aqui']) {
      const response = await getWithToken(PATH, token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ Title: null, Message: 'Sessão expirada.', Errors: null });
    }
  });

  it('works under any base path', async () => {
    const response = await fetch(`http://example.test/backend${PATH}`, {
      headers: { Authorization: `Bearer ${await loginAs('admin@painel.demo')}` },
    });
    expect(response.status).toBe(200);
  });
});
