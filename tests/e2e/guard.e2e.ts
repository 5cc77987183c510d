/**
 * The navigation guard (spec 01 §2) where a browser shows more than tests/integration/guard.test.tsx:
 * a stored session that cannot be read, the not-found page, and a session kept across a reload.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_KEY, expectLoginScreen, login, setupE2E, storedSession, visible, waitForPath } from './harness';

const e2e = setupE2E();

describe('without a session', () => {
  it('an unreadable stored session counts as none and is removed', async () => {
    const { page } = e2e;
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, '{"token": 1'), SESSION_KEY);
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
  it('the session survives a reload', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.reload();
    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('heading', { name: 'Bem vindo!', exact: true }));
    expect(await storedSession(page)).not.toBeNull();
  });
});
