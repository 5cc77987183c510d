/** Login and the three password flows: create, forgot, reset (spec 01 §2, §4, §5, §8). */
import { describe, expect, it } from 'vitest';
import { stubProfessionalApp } from './browser';
import { ACCOUNTS, PROFESSIONAL_APP_URL, expectLoginScreen, field, login, requestsTo, setupE2E, trackRequests, visible, waitForPath } from './harness';

const e2e = setupE2E();

describe('login', () => {
  it('a wrong password shows the server title, message and errors, and stays on login', async () => {
    const { page } = e2e;
    await page.goto('/');
    await field(page, 'Login').fill(ACCOUNTS.admin);
    await field(page, 'Senha').fill('Errada@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const alert = page.getByRole('alert');
    await visible(alert.getByText('Erro de validação', { exact: true }));
    await visible(alert.getByText('Usuário ou senha inválidos.'));
    await visible(alert.getByRole('listitem').getByText('Confira o e-mail e a senha digitados.'));
    await waitForPath(page, '/');
    // Nothing of the user is kept; only the deployment's configuration (kept for offline starts).
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['painel.config']);
  });

  it('validates the fields before calling the API', async () => {
    const { page, context } = e2e;
    const seen = trackRequests(context);
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('Campo obrigatório.', { exact: true }).count()).toBe(2);
    await field(page, 'Login').fill('nao-e-email');
    await field(page, 'Login').blur();
    await visible(page.getByText('Informe um email válido.', { exact: true }));
    expect(requestsTo(seen, 'api/account/login')).toHaveLength(0);
  });

  it('the password field has a visibility toggle', async () => {
    const { page } = e2e;
    await page.goto('/');
    const password = field(page, 'Senha');
    await password.fill('Demo@123');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    expect(await password.getAttribute('type')).toBe('text');
  });
});

describe('create password (first access)', () => {
  it('a valid invitation shows the form; confirming goes to login with a success message', async () => {
    const { page } = e2e;
    await page.goto('/criar_senha/convite-valido');
    await visible(page.getByRole('heading', { name: 'Criar Senha' }));
    await field(page, 'Digite a senha').fill('Prime1ra');
    await field(page, 'Confirme a senha').fill('Prime1ra');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expectLoginScreen(page);
    await visible(page.getByRole('status').getByText('Senha cadastrada com sucesso.'));
  });

  it('an expired invitation goes to login with the expired-token warning', async () => {
    const { page } = e2e;
    await page.goto('/criar_senha/convite-expirado');
    await expectLoginScreen(page);
    await visible(page.getByRole('status').getByText('Token incorreto ou expirado.'));
    expect(await page.getByRole('heading', { name: 'Criar Senha' }).count()).toBe(0);
  });

  it('a failing invitation check goes to login with the generic error', async () => {
    const { page } = e2e;
    await page.goto('/criar_senha/convite-quebrado');
    await expectLoginScreen(page);
    await visible(page.getByRole('alert').getByText('Ocorreu um erro. Tente novamente.'));
  });

  it('without a token, the browser goes to the professional app with the passwordCreated marker', async () => {
    const { page, context } = e2e;
    await stubProfessionalApp(context);
    await page.goto('/criar_senha');
    await page.waitForURL((url) => url.origin === new URL(PROFESSIONAL_APP_URL).origin);
    const url = new URL(page.url());
    expect(url.searchParams.get('passwordCreated')).toBe('true');
    expect(`${url.origin}${url.pathname}`).toBe(PROFESSIONAL_APP_URL);
    await visible(page.getByRole('heading', { name: 'App do profissional' }));
  });

  it('validates the passwords before calling the API', async () => {
    const { page, context } = e2e;
    const seen = trackRequests(context);
    await page.goto('/criar_senha/convite-valido');
    await visible(page.getByRole('heading', { name: 'Criar Senha' }));
    await field(page, 'Digite a senha').fill('abc');
    await field(page, 'Confirme a senha').fill('abc');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => page.getByText('O campo deve conter no mínimo 6 caracteres.', { exact: true }).count()).toBe(2);

    await field(page, 'Digite a senha').fill('Senha123');
    await field(page, 'Confirme a senha').fill('Senha124');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('As senhas não são iguais.', { exact: true }));
    expect(await page.getByText('O campo deve conter no mínimo 6 caracteres.').count()).toBe(0);
    expect(requestsTo(seen, 'api/professional/first-password')).toHaveLength(0);
    await waitForPath(page, '/criar_senha/convite-valido');
  });
});

describe('forgot password', () => {
  it('sends the e-mail, can go back to the form with the e-mail kept, and OK! returns to login', async () => {
    const { page } = e2e;
    await page.goto('/');
    await page.getByRole('link', { name: 'Esqueci a senha' }).click();
    await waitForPath(page, '/esqueci_senha');
    await visible(page.getByRole('heading', { name: 'Esqueceu a senha?' }));
    await field(page, 'E-mail').fill(ACCOUNTS.admin);
    await page.getByRole('button', { name: 'Recuperar Senha' }).click();

    await visible(page.getByRole('heading', { name: 'E-mail Enviado!' }));
    await visible(page.getByText('Confira seu e-mail para encontrar instruções para recuperar sua senha.'));
    await page.getByRole('button', { name: 'Enviar Novamente' }).click();
    await visible(page.getByRole('button', { name: 'Recuperar Senha' }));
    expect(await field(page, 'E-mail').inputValue()).toBe(ACCOUNTS.admin);

    await page.getByRole('button', { name: 'Recuperar Senha' }).click();
    await page.getByRole('button', { name: 'OK!' }).click();
    await expectLoginScreen(page);
  });

  it('rejects an invalid e-mail', async () => {
    const { page } = e2e;
    await page.goto('/esqueci_senha');
    await field(page, 'E-mail').fill('fulano@');
    await page.getByRole('button', { name: 'Recuperar Senha' }).click();
    await visible(page.getByText('Informe um email válido.', { exact: true }));
    expect(await page.getByRole('heading', { name: 'E-mail Enviado!' }).count()).toBe(0);
  });
});

describe('reset password', () => {
  it('a valid token changes the password: login shows the confirmation, and the new password signs in', async () => {
    const { page } = e2e;
    await page.goto('/resetar_senha/redefinir-valido');
    await visible(page.getByRole('heading', { name: 'Renovar senha' }));
    await visible(page.getByText('A nova senha deve conter ao menos uma letra maiúscula e um número.'));
    await field(page, 'Nova Senha').fill('Trocada42');
    await field(page, 'Confirmar Senha').fill('Trocada42');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expectLoginScreen(page);
    await visible(page.getByRole('status').getByText('Sua senha foi alterada com sucesso.'));

    // The old password no longer works; the new one does.
    await field(page, 'Login').fill(ACCOUNTS.admin);
    await field(page, 'Senha').fill('Demo@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await visible(page.getByRole('alert').getByText('Usuário ou senha inválidos.'));
    await login(page, ACCOUNTS.admin, { password: 'Trocada42', navigate: false });
    await waitForPath(page, '/dashboard');
  });

  it('an expired token shows the server title and errors on the form', async () => {
    const { page } = e2e;
    await page.goto('/resetar_senha/redefinir-expirado');
    await field(page, 'Nova Senha').fill('Trocada42');
    await field(page, 'Confirmar Senha').fill('Trocada42');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const alert = await visible(page.getByRole('alert'));
    await visible(alert.getByText('Não foi possível alterar a senha.'));
    await visible(alert.getByRole('listitem').filter({ hasText: 'Token incorreto ou expirado.' }));
    await waitForPath(page, '/resetar_senha/redefinir-expirado');
  });

  it('validates the passwords', async () => {
    const { page } = e2e;
    await page.goto('/resetar_senha/redefinir-valido');
    await field(page, 'Nova Senha').fill('Trocada42');
    await field(page, 'Confirmar Senha').fill('Trocada43');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('As senhas não são iguais.', { exact: true }));
    await field(page, 'Nova Senha').fill('Tr1');
    await field(page, 'Nova Senha').blur();
    await visible(page.getByText('O campo deve conter no mínimo 6 caracteres.', { exact: true }));
  });
});
