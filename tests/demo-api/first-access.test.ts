// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API, sendJson, setupDemoApi } from './helpers';

setupDemoApi();

const firstAccess = (token: string) => fetch(`${API}/api/professional/first-access?token=${token}`);
const firstPassword = (token: string, password = 'Senha@1', confirmPassword = password) =>
  sendJson('PUT', '/api/professional/first-password', { password, confirmPassword, token });

describe('GET api/professional/first-access', () => {
  it('answers the invited professional for a valid invitation', async () => {
    const response = await firstAccess('convite-valido');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Name: 'Camila Rezende Duarte', Email: 'camila.duarte@vidaplena.med.br' });
  });

  it('answers 404 for an expired or unknown invitation and 500 for the broken one', async () => {
    for (const [token, status] of [
      ['convite-expirado', 404],
      ['nao-existe', 404],
      ['convite-quebrado', 500],
    ] as const) {
      const response = await firstAccess(token);
      expect(response.status, token).toBe(status);
      expect(await response.json()).toMatchObject({ Title: null, Errors: null });
    }
  });
});

describe('PUT api/professional/first-password', () => {
  it('accepts equal passwords of 6 to 15 characters for a valid invitation', async () => {
    const response = await firstPassword('convite-valido');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('lists the errors of bad passwords', async () => {
    const differ = await firstPassword('convite-valido', 'Senha@1', 'Senha@2');
    expect(differ.status).toBe(400);
    expect(await differ.json()).toMatchObject({ Title: 'Dados inválidos', Errors: ['As senhas não são iguais.'] });
    const long = await firstPassword('convite-valido', 'x'.repeat(16));
    expect(long.status).toBe(400);
    const spaced = await firstPassword('convite-valido', 'com espaco');
    expect(((await spaced.json()) as { Errors: string[] }).Errors).toContain('O campo Senha não pode conter espaços.');
  });

  it('answers 404 for an expired or unknown invitation', async () => {
    expect((await firstPassword('convite-expirado')).status).toBe(404);
    expect((await firstPassword('nao-existe')).status).toBe(404);
  });
});
