// @vitest-environment node
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { setShapes } from '../../src/mocks/control';
import { signDemoToken } from '../../src/mocks/jwt';
import { API, loginAs, sendJson, setupDemoApi } from './helpers';

setupDemoApi();

const login = (body: unknown) => sendJson('POST', '/api/account/login', body);

describe('POST api/account/login', () => {
  it('answers the token and the institution user', async () => {
    const response = await login({ login: 'admin@painel.demo', password: 'Demo@123' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { Token: { Value: string }; InstitutionUser: unknown };
    expect(body.InstitutionUser).toEqual({
      Name: 'Mariana Albuquerque',
      Institution: { Id: 1, Name: 'Instituto de Oncologia Vida Plena' },
      IsTrial: false,
      TrialRemainingDays: 0,
      Profile: 'admin',
    });
    expect(decodeJwt(body.Token.Value)).toMatchObject({ sub: 'admin@painel.demo', FeaturesId: [3, 4, 5], InstitutionId: 1 });
  });

  it.each([
    ['semdashboard@painel.demo', ['3', '5'], 1, 'admin'],
    ['teste@painel.demo', '4', 1, 'leader'],
    ['hospital165@painel.demo', [4], 165, 'admin'],
    ['medico@painel.demo', [4], 1, 'doctor'],
  ])('issues %s its FeaturesId claim in its own shape', async (account, features, institutionId, profile) => {
    const response = await login({ login: account, password: 'Demo@123' });
    const body = (await response.json()) as { Token: string | { Value: string }; InstitutionUser: { Profile: string } };
    const token = typeof body.Token === 'string' ? body.Token : body.Token.Value;
    expect(decodeJwt(token)).toMatchObject({ FeaturesId: features, InstitutionId: institutionId });
    expect(body.InstitutionUser.Profile).toBe(profile);
  });

  it('gives the trial account its remaining days and the 165 account a bare-string token', async () => {
    const trial = (await (await login({ login: 'teste@painel.demo', password: 'Demo@123' })).json()) as {
      InstitutionUser: { IsTrial: boolean; TrialRemainingDays: number };
    };
    expect(trial.InstitutionUser).toMatchObject({ IsTrial: true, TrialRemainingDays: 12 });
    const hospital = (await (await login({ login: 'hospital165@painel.demo', password: 'Demo@123' })).json()) as {
      Token: unknown;
      InstitutionUser: { Institution: { Id: number; Name: string } };
    };
    expect(typeof hospital.Token).toBe('string');
    expect(hospital.InstitutionUser.Institution).toEqual({ Id: 165, Name: 'Hospital São Lucas do Litoral' });
  });

  it("answers a loosely typed user in the 'spec' profile, with the same token", async () => {
    setShapes('spec');
    const trial = (await (await login({ login: 'teste@painel.demo', password: 'Demo@123' })).json()) as { Token: { Value: string }; InstitutionUser: unknown };
    // Institution id and days as text, IsTrial as 0/1, Profile as .NET's enum number, the name null.
    expect(trial.InstitutionUser).toEqual({
      Name: null,
      Institution: { Id: '1', Name: 'Instituto de Oncologia Vida Plena' },
      IsTrial: 1,
      TrialRemainingDays: '12',
      Profile: 2,
    });
    expect(decodeJwt(trial.Token.Value)).toMatchObject({ sub: 'teste@painel.demo', FeaturesId: '4', InstitutionId: 1 });
    const doctor = (await (await login({ login: 'medico@painel.demo', password: 'Demo@123' })).json()) as { InstitutionUser: unknown };
    expect(doctor.InstitutionUser).toMatchObject({ IsTrial: 0, TrialRemainingDays: '0', Profile: 3 });
    const hospital = (await (await login({ login: 'hospital165@painel.demo', password: 'Demo@123' })).json()) as { Token: unknown; InstitutionUser: unknown };
    expect(typeof hospital.Token).toBe('string');
    expect(hospital.InstitutionUser).toMatchObject({ Institution: { Id: '165' }, Profile: 1 });
  });

  it('refuses a wrong password or an unknown login with the same message', async () => {
    for (const body of [
      { login: 'admin@painel.demo', password: 'errada' },
      { login: 'ninguem@painel.demo', password: 'Demo@123' },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        Title: 'Erro de validação',
        Message: 'Usuário ou senha inválidos.',
        Errors: ['Confira o e-mail e a senha digitados.'],
      });
    }
  });

  it('lists missing fields in Portuguese', async () => {
    const response = await login({ login: '' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { Title: string; Errors: string[] };
    expect(body.Title).toBe('Dados inválidos');
    expect(body.Errors).toEqual(['O campo Login é obrigatório.', 'O campo Senha é obrigatório.']);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await fetch(`${API}/api/account/login`, { method: 'POST', body: 'login=admin' });
    expect(response.status).toBe(400);
  });
});

describe('GET api/account/token', () => {
  const check = (token: string) => fetch(`${API}/api/account/token?token=${encodeURIComponent(token)}`);

  it('is valid for a token from login', async () => {
    const response = await check(await loginAs('admin@painel.demo'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Valid: true });
  });

  it('answers 401 with the error body for expired, garbage or missing tokens', async () => {
    const expired = await signDemoToken({ sub: 'admin@painel.demo', FeaturesId: [4], InstitutionId: 1 }, { expiresInSeconds: -1 });
    for (const response of [await check(expired), await check('abc'), await fetch(`${API}/api/account/token`)]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ Title: null, Message: 'Sessão expirada.', Errors: null });
    }
  });
});

describe('POST api/account/forgot-password', () => {
  it('answers {} for any well-formed e-mail, known or not', async () => {
    for (const email of ['admin@painel.demo', 'desconhecido@exemplo.com.br']) {
      const response = await sendJson('POST', '/api/account/forgot-password', { email });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
    }
  });

  it('refuses a malformed or missing e-mail', async () => {
    const malformed = await sendJson('POST', '/api/account/forgot-password', { email: 'sem-arroba' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ Title: 'Dados inválidos', Errors: ['Informe um email válido.'] });
    const missing = await sendJson('POST', '/api/account/forgot-password', {});
    expect(await missing.json()).toMatchObject({ Errors: ['O campo E-mail é obrigatório.'] });
  });
});

describe('PUT api/account/reset-password', () => {
  const reset = (token: string, password = 'Nova@2024', confirmPassword = password) =>
    sendJson('PUT', '/api/account/reset-password', { password, confirmPassword, token });

  it('changes the admin password for the valid token', async () => {
    const response = await reset('redefinir-valido');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect((await login({ login: 'admin@painel.demo', password: 'Demo@123' })).status).toBe(400);
    expect((await login({ login: 'admin@painel.demo', password: 'Nova@2024' })).status).toBe(200);
  });

  it('explains an expired token', async () => {
    const response = await reset('redefinir-expirado');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      Title: 'Não foi possível alterar a senha.',
      Message: null,
      Errors: ['Token incorreto ou expirado.'],
    });
  });

  it('answers 404 to an unknown token', async () => {
    const response = await reset('qualquer-outro');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ Title: null, Errors: null });
  });

  it('refuses passwords that differ or break the length rule', async () => {
    const differ = await reset('redefinir-valido', 'Nova@2024', 'Outra@2024');
    expect(differ.status).toBe(400);
    expect(await differ.json()).toMatchObject({ Errors: ['As senhas não são iguais.'] });
    const short = await reset('redefinir-valido', 'A1', 'A1');
    expect(((await short.json()) as { Errors: string[] }).Errors).toContain('O campo Senha deve conter entre 6 e 15 caracteres.');
  });
});
