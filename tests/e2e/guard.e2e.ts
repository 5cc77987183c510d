/** The navigation guard (spec 01 §2): protected routes need a session, public ones redirect it. */
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_KEY, expectLoginScreen, login, setupE2E, storedSession, visible, waitForPath } from './harness';

const e2e = setupE2E();

/** A JWT-shaped token the client can decode (it never verifies signatures). */
function unsignedToken(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.assinatura`;
}

describe('without a session', () => {
  it('the protected routes go to login', async () => {
    const { page } = e2e;
    for (const path of ['/dashboard', '/alertas', '/logout']) {
      await page.goto(path);
      await expectLoginScreen(page);
    }
  });

  it('the public routes are allowed', async () => {
    const { page } = e2e;
    await page.goto('/esqueci_senha');
    await visible(page.getByRole('heading', { name: 'Esqueceu a senha?' }));
    await page.goto('/resetar_senha/redefinir-valido');
    await visible(page.getByRole('heading', { name: 'Renovar senha' }));
  });

  it('an unreadable stored session counts as none and is removed', async () => {
    const { page } = e2e;
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, '{"token": 1'), SESSION_KEY);
    await page.goto('/dashboard');
    await expectLoginScreen(page);
    expect(await storedSession(page)).toBeNull();
  });

  it('a stored session whose token has expired counts as none and is removed', async () => {
    const { page } = e2e;
    await page.goto('/');
    const session = {
      token: unsignedToken({ sub: ACCOUNTS.admin, FeaturesId: [4], exp: Math.floor(Date.now() / 1000) - 60 }),
      user: { Name: 'Mariana', Institution: { Id: 1, Name: 'Vida Plena' }, IsTrial: false, TrialRemainingDays: 0, Profile: 'admin' },
      hospital: { institutionAddressId: 0, street: '' },
    };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
    await page.goto('/dashboard');
    await expectLoginScreen(page);
    expect(await storedSession(page)).toBeNull();
  });

  it('an unknown address shows the not-found page, not a blank one', async () => {
    const { page } = e2e;
    await page.goto('/nao-existe');
    await visible(page.getByRole('heading', { name: 'Página não encontrada' }));
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expectLoginScreen(page);
  });
});

describe('with a session', () => {
  it('login and the password screens redirect to the dashboard', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    for (const path of ['/', '/esqueci_senha', '/criar_senha/convite-valido', '/resetar_senha/redefinir-valido']) {
      await page.goto(path);
      await waitForPath(page, '/dashboard');
      await visible(page.getByRole('heading', { name: 'Bem vindo!', exact: true }));
    }
  });

  it('institution 165 is redirected to the alerts page instead', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.hospital165);
    await page.goto('/');
    await waitForPath(page, '/alertas');
    await visible(page.getByRole('heading', { name: 'Alertas', exact: true }));
    await page.goto('/esqueci_senha');
    await waitForPath(page, '/alertas');
  });

  it('an account without the dashboard feature is still redirected to /dashboard (the subscriber notice)', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.withoutDashboard);
    await waitForPath(page, '/alertas');
    await page.goto('/');
    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('heading', { name: 'Disponível apenas para assinantes' }));
  });

  it('the session survives a reload', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.reload();
    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('heading', { name: 'Bem vindo!', exact: true }));
    expect(await storedSession(page)).not.toBeNull();
  });
});
