/**
 * Every screen the console has so far, at 1280 px and at 768 px, passes axe-core with no serious
 * or critical violation: the public screens with their alerts and field errors, the signed-in
 * screens with a modal open, the subscriber notice and the not-found page.
 */
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DESKTOP, TABLET, expectAccessible, field, login, setupE2E, snap, visible, waitForPath } from './harness';

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

  it('teams and professionals: lists, forms with their errors, and the unsaved-changes prompt', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.goto('/equipes');
    await visible(page.getByRole('table', { name: 'Lista de equipes' }));
    await atBothWidths(page, () => expectAccessible(page));
    await page.goto('/equipes/adicionar');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await visible(page.getByText('Campo obrigatório.'));
    await atBothWidths(page, () => expectAccessible(page));
    await page.goto('/equipes/editar/1');
    await visible(page.getByRole('checkbox', { name: /Patrícia Nogueira/ }));
    await atBothWidths(page, () => expectAccessible(page));
    await field(page, 'Nome').fill('Mastologia e Mama');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await visible(page.getByRole('dialog'));
    await atBothWidths(page, () => expectAccessible(page));
    await page.getByRole('button', { name: 'Sair sem salvar' }).click();

    await page.goto('/profissionais?teamId=1');
    await visible(page.getByRole('table', { name: 'Lista de profissionais' }));
    await visible(page.getByText(/licenças disponíveis/));
    await atBothWidths(page, () => expectAccessible(page));
    await page.getByRole('combobox', { name: 'Local' }).click();
    await visible(page.getByRole('option').first());
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.goto('/profissionais/adicionar');
    await field(page, 'Celular').pressSequentially('1198');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await visible(page.getByText('É necessario seleconar ao menos uma Equipe.'));
    await atBothWidths(page, () => expectAccessible(page));
    await page.goto('/profissionais/editar/5');
    await visible(page.getByRole('checkbox', { name: 'Mastologia' }));
    await atBothWidths(page, () => expectAccessible(page));
    await snap(page, 'professional-edit-768');
  });

  it('patients: the list with a team menu open, the new record with its errors, an edited and a view-only record', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.goto('/pacientes');
    await visible(page.getByRole('table', { name: 'Lista de pacientes' }));
    await visible(page.getByText(/licenças disponíveis/));
    await atBothWidths(page, () => expectAccessible(page));
    await page
      .getByRole('button', { name: /^Equipe de / })
      .first()
      .click();
    await visible(page.getByRole('menuitem').first());
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.goto('/pacientes/adicionar/ficha');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await visible(page.getByText('Um CID deve ser informado.'));
    await atBothWidths(page, () => expectAccessible(page));
    await page.goto('/pacientes/editar/ficha/2');
    await visible(page.getByRole('table', { name: 'CIDs do paciente' }));
    await atBothWidths(page, () => expectAccessible(page));
    await page.goto('/pacientes/editar/ficha/152');
    await visible(page.getByText(/Este paciente é de outra instituição/));
    await atBothWidths(page, () => expectAccessible(page));
  });
});
