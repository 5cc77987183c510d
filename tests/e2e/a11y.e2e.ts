/**
 * Every screen the console has so far, at 1280 px and at 768 px, passes axe-core with no serious
 * or critical violation: the public screens with their alerts and field errors, the signed-in
 * screens with a modal open, the subscriber notice and the not-found page.
 */
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DESKTOP, TABLET, expectAccessible, field, login, setupE2E, visible, waitForPath } from './harness';

const e2e = setupE2E();

async function atBothWidths(page: Page, check: () => Promise<void>) {
  for (const size of [DESKTOP, TABLET]) {
    await page.setViewportSize(size);
    await check();
  }
}

describe('accessibility (axe-core, serious and critical)', () => {
  it('login with a danger alert and field errors', async () => {
    const { page } = e2e;
    await page.goto('/');
    await field(page, 'Login').fill('nao-e-email');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await visible(page.getByText('Informe um email válido.'));
    await atBothWidths(page, () => expectAccessible(page));
    await field(page, 'Login').fill(ACCOUNTS.admin);
    await field(page, 'Senha').fill('Errada@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await visible(page.getByRole('alert').getByText('Usuário ou senha inválidos.'));
    await atBothWidths(page, () => expectAccessible(page));
  });

  it('the password screens: create, forgot (form and sent), reset', async () => {
    const { page } = e2e;
    await page.goto('/criar_senha/convite-valido');
    await visible(page.getByRole('heading', { name: 'Criar Senha' }));
    await atBothWidths(page, () => expectAccessible(page));
    await page.goto('/resetar_senha/redefinir-valido');
    await visible(page.getByRole('heading', { name: 'Renovar senha' }));
    await atBothWidths(page, () => expectAccessible(page));
    await page.goto('/esqueci_senha');
    await visible(page.getByRole('heading', { name: 'Esqueceu a senha?' }));
    await atBothWidths(page, () => expectAccessible(page));
    await page.getByRole('textbox', { name: 'E-mail' }).fill('alguem@painel.demo');
    await page.getByRole('button', { name: 'Recuperar Senha' }).click();
    await visible(page.getByRole('heading', { name: 'E-mail Enviado!' }));
    await atBothWidths(page, () => expectAccessible(page));
  });

  it('the dashboard with a widget modal open, the alerts page and the logout confirmation', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    const treatment = await visible(page.getByRole('region', { name: 'Tratamento', exact: true }));
    await visible(treatment.getByText('1° Linha').last());
    await atBothWidths(page, () => expectAccessible(page));
    await page.setViewportSize(DESKTOP);
    await treatment.getByRole('button', { name: 'Abrir detalhes: Tratamento' }).click();
    await visible(page.getByRole('dialog'));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Voltar' }).click();

    await page.goto('/alertas');
    await visible(page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first());
    await atBothWidths(page, () => expectAccessible(page));

    await page.goto('/logout');
    await visible(page.getByText('Tem certeza que deseja sair?'));
    await atBothWidths(page, () => expectAccessible(page));
  });

  it('the subscriber notice and the not-found page', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.withoutDashboard);
    await page.goto('/dashboard');
    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('link', { name: 'Entre em contato' }));
    await atBothWidths(page, () => expectAccessible(page));
    await page.goto('/nao-existe');
    await visible(page.getByRole('heading', { name: 'Página não encontrada' }));
    await atBothWidths(page, () => expectAccessible(page));
  });
});
