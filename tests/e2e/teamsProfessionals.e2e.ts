/**
 * Teams and professionals (spec 02 §2): the journeys through the list-and-form kit in Chromium
 * against the demo API. The rules themselves are tested in tests/integration/teams*.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, expectAccessible, field, frames, login, hidden, setupE2E, snap, tabTo, visible, waitForPath } from './harness';

const e2e = setupE2E();

function table(page: Page, name: string) {
  return page.getByRole('table', { name });
}

describe('teams', () => {
  it('creates a team, marks a navigator, and comes back to the same page of the list', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Equipes' }).click();
    await waitForPath(page, '/equipes');
    await visible(table(page, 'Lista de equipes'));
    await expectAccessible(page);
    await snap(page, 'teams-list');

    await page.getByRole('link', { name: 'Adicionar' }).click();
    await waitForPath(page, '/equipes/adicionar');
    await expectAccessible(page);
    await field(page, 'Nome').fill('Oncologia Integrativa');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await waitForPath(page, '/equipes');
    await visible(page.getByText('Equipe cadastrada com sucesso.'));
    expect(new URL(page.url()).search).toBe('');

    // Page 2, then edit a team there and save: back on page 2.
    await page.getByRole('button', { name: 'Página 2' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('link', { name: 'Editar Neuro-oncologia' }).click();
    await page.waitForURL(/\/equipes\/editar\//);
    const navigator = page.getByRole('checkbox', { name: /Fábio Henrique Costa/ });
    await visible(navigator);
    expect(await navigator.isChecked()).toBe(false);
    await expectAccessible(page);
    await snap(page, 'team-edit');
    await navigator.check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await visible(page.getByText('Equipe atualizada com sucesso.'));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByRole('link', { name: 'Editar Neuro-oncologia' }).click();
    expect(await (await visible(page.getByRole('checkbox', { name: /Fábio Henrique Costa/ }))).isChecked()).toBe(true);
  });

  it('enables Adicionar only with feature 3', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.doctor);
    await page.goto('/equipes');
    const add = await visible(page.getByRole('button', { name: 'Adicionar' }));
    expect(await add.isDisabled()).toBe(true);
    await page.goto('/equipes/adicionar');
    await waitForPath(page, '/equipes');
  });
});

describe('professionals', () => {
  it('creates and edits a professional; a failed save keeps what was typed', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.goto('/profissionais');
    await visible(table(page, 'Lista de profissionais'));
    await visible(page.getByText(/licenças disponíveis/));
    await expectAccessible(page);
    await snap(page, 'professionals-list');

    await page.getByRole('link', { name: 'Adicionar' }).click();
    await waitForPath(page, '/profissionais/adicionar');
    await field(page, 'Nome').fill('Joana Prado');
    // An e-mail already taken: the server refuses and every typed value stays.
    await field(page, 'E-mail').fill('helena.vasconcelos@vidaplena.med.br');
    await page.getByRole('radio', { name: 'Feminino' }).check();
    await page.getByRole('checkbox', { name: 'Mastologia' }).check();
    await field(page, 'Celular').pressSequentially('11987654321');
    expect(await field(page, 'Celular').inputValue()).toBe('(11) 98765-4321');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await visible(page.getByText('Já existe um profissional com este e-mail.').first());
    expect(await field(page, 'Nome').inputValue()).toBe('Joana Prado');
    expect(await field(page, 'Celular').inputValue()).toBe('(11) 98765-4321');
    await expectAccessible(page);
    await snap(page, 'professional-add-error');

    await field(page, 'E-mail').fill('joana.prado@vidaplena.med.br');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await waitForPath(page, '/profissionais');
    await visible(page.getByText(/Profissional cadastrado com sucesso/));

    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('joana');
    await page.waitForURL(/search=joana/);
    await page.getByRole('link', { name: 'Editar Joana Prado' }).click();
    await page.waitForURL(/\/profissionais\/editar\//);
    expect(await field(page, 'E-mail').isDisabled()).toBe(true);
    await field(page, 'Nome').fill('Joana Prado Lima');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await visible(page.getByText('Profissional editado com sucesso.'));
    expect(new URL(page.url()).searchParams.get('search')).toBe('joana');
    await visible(table(page, 'Lista de profissionais').getByText('Joana Prado Lima', { exact: true }));
  });
});

describe('unsaved changes', () => {
  it('the browser asks before the tab closes with a changed form, and not once it is saved', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await login(page, ACCOUNTS.admin);
    await page.goto('/equipes/editar/2');
    const name = await visible(field(page, 'Nome'));
    await name.press('End');
    await page.keyboard.type(' Adulto');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    // Staying keeps the page and what was typed.
    expect(page.isClosed()).toBe(false);
    expect(await name.inputValue()).toBe('Oncologia Torácica Adulto');

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await visible(page.getByText('Equipe atualizada com sucesso.'));
    const prompts: string[] = [];
    page.on('dialog', (d) => {
      prompts.push(d.type());
      void d.accept();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(prompts).toEqual([]);
  });
});

describe('keyboard only', () => {
  it('pages, filters, opens an edit, answers the unsaved-changes prompt and saves, with Tab, Enter and Space', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.goto('/profissionais');
    await visible(table(page, 'Lista de profissionais'));

    await tabTo(page, page.getByRole('button', { name: 'Página 2' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=2/);

    // The Equipe filter: open, type to narrow, Enter picks; the list goes back to page 1.
    await tabTo(page, page.getByRole('combobox', { name: 'Equipe' }), { backwards: true });
    await page.keyboard.type('Neuro');
    await visible(page.getByRole('option', { name: 'Neuro-oncologia' }));
    // Once the list has narrowed to what was typed, move until the option is the one marked.
    await expect.poll(async () => (await page.getByRole('option').allTextContents()).every((name) => name.includes('Neuro'))).toBe(true);
    const selected = page.locator('[data-combobox-selected]');
    const marked = async () => ((await selected.count()) > 0 ? await selected.first().textContent() : null);
    for (let press = 0; press < 12 && (await marked()) !== 'Neuro-oncologia'; press++) {
      await page.keyboard.press('ArrowDown');
      await frames(page);
    }
    expect(await marked()).toBe('Neuro-oncologia');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('teamId') === '6' && !url.searchParams.has('page'));

    await tabTo(page, page.getByRole('link', { name: 'Editar Fábio Henrique Costa' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/profissionais\/editar\//);
    const sms = page.getByRole('checkbox', { name: 'Receber notificações por SMS' });
    await visible(sms);
    const smsBefore = await sms.isChecked();
    await tabTo(page, sms);
    await page.keyboard.press('Space');
    expect(await sms.isChecked()).toBe(!smsBefore);

    // Leaving with a change asks first; the dialog is answered from the keyboard too.
    await tabTo(page, page.getByRole('button', { name: 'Cancelar' }));
    await page.keyboard.press('Enter');
    const dialog = await visible(page.getByRole('dialog'));
    await tabTo(page, dialog.getByRole('button', { name: 'Continuar editando' }));
    await page.keyboard.press('Enter');
    await hidden(page.getByRole('dialog'));
    expect(await sms.isChecked()).toBe(!smsBefore);

    await tabTo(page, page.getByRole('button', { name: 'Salvar', exact: true }));
    await page.keyboard.press('Enter');
    await visible(page.getByText('Profissional editado com sucesso.'));
    expect(new URL(page.url()).searchParams.get('teamId')).toBe('6');
    await snap(page, 'keyboard-professional-saved');

    // A team, typed and submitted with Enter.
    await page.goto('/equipes');
    await visible(table(page, 'Lista de equipes'));
    await tabTo(page, page.getByRole('link', { name: 'Adicionar' }));
    await page.keyboard.press('Enter');
    await waitForPath(page, '/equipes/adicionar');
    await tabTo(page, field(page, 'Nome'));
    await page.keyboard.type('Oncologia Geriátrica');
    await page.keyboard.press('Enter');
    await visible(page.getByText('Equipe cadastrada com sucesso.'));
  });
});
