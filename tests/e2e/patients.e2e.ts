/**
 * Patients (spec 02 §2): the list, the record container and the Ficha in Chromium against the demo
 * API. The Ficha's rules are tested one by one in tests/unit/ficha.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  TABLET,
  expectAccessible,
  expectFocusVisible,
  field,
  frames,
  hidden,
  login,
  settle,
  setupE2E,
  snap,
  tabTo,
  visible,
  waitForPath,
} from './harness';

const e2e = setupE2E();
const LIST = 'Lista de pacientes';

function rows(page: Page) {
  return page.getByRole('table', { name: LIST }).getByRole('row');
}

/** The answer to the next licence toggle's call (`PUT api/patient/{id}/license`). */
function licenceAnswer(page: Page) {
  return page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname.endsWith('/license'));
}

async function openList(page: Page, account: string = ACCOUNTS.admin): Promise<void> {
  await login(page, account);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Pacientes' }).click();
  await waitForPath(page, '/pacientes');
  await visible(page.getByRole('table', { name: LIST }));
}

describe('patients list', () => {
  it('shows the columns, reverts a refused licence toggle, and moves a patient to another team', async () => {
    const { page } = e2e;
    await openList(page);
    await expectAccessible(page);
    await snap(page, 'patients-list');
    const headers = await page.getByRole('table', { name: LIST }).getByRole('columnheader').allTextContents();
    expect(headers.slice(0, 6)).toEqual(['Nome do Paciente', 'Sexo', 'Idade', 'CID', 'Equipe', 'Licenciado']);

    // The licence toggle: refused by the server, it flips back and the badge stays.
    const badge = page.getByText(/licenças disponíveis/);
    const before = await badge.textContent();
    const firstName = (await rows(page).nth(1).getByRole('link').first().textContent()) ?? '';
    const toggle = page.getByRole('switch', { name: `Licenciado: ${firstName}` });
    const wasOn = await toggle.isChecked();
    await e2e.control({ failures: [{ path: '/license', method: 'PUT', status: 500, times: 1 }] });
    // The switch is controlled: right after the click it still shows the old state, before the
    // optimistic flip, so only the call's answer and the mutation's end tell that it was refused.
    const refused = licenceAnswer(page);
    await toggle.click({ force: true });
    expect((await refused).status()).toBe(500);
    await expect.poll(() => toggle.getAttribute('aria-busy')).toBe('false');
    expect(await toggle.isChecked()).toBe(wasOn);
    expect(await badge.textContent()).toBe(before);

    // Accepted: the badge counts it. The toggle is busy until the list is read again.
    await e2e.control({});
    const accepted = licenceAnswer(page);
    await toggle.click({ force: true });
    expect((await accepted).ok()).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-busy')).toBe('false');
    await page.waitForFunction((text) => !document.body.textContent?.includes(text ?? ''), before);
    expect(await toggle.isChecked()).toBe(!wasOn);

    // Team reassignment from the cell, once confirmed.
    const teamButton = page.getByRole('button', { name: new RegExp(`^Equipe de ${firstName}:`) });
    await teamButton.click();
    const target = page.getByRole('menuitem', { name: 'Neuro-oncologia' });
    await target.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mover para Neuro-oncologia' }).click();
    await visible(page.getByRole('button', { name: `Equipe de ${firstName}: Neuro-oncologia. Alterar a equipe` }));

    // A refused change keeps the old team and says so.
    await e2e.control({ failures: [{ path: 'api/patient/changeteam', status: 500, body: {}, times: 1 }] });
    await page.getByRole('button', { name: new RegExp(`^Equipe de ${firstName}:`) }).click();
    await page.getByRole('menuitem', { name: 'Mastologia' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mover para Mastologia' }).click();
    await visible(page.getByText('Erro desconhecido'));
    await visible(page.getByRole('button', { name: `Equipe de ${firstName}: Neuro-oncologia. Alterar a equipe` }));
  });

  it('an institution without licences has no Licenciado column', async () => {
    const { page } = e2e;
    await openList(page, ACCOUNTS.serraAzul);
    await page.setViewportSize(TABLET);
    const headers = await page.getByRole('table', { name: LIST }).getByRole('columnheader').allTextContents();
    expect(headers).not.toContain('Licenciado');
    await expectAccessible(page);
    await snap(page, 'patients-list-768-no-licences');
  });
});

describe('patient record', () => {
  it('creates a patient and lands on the record with the long success message', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.goto('/pacientes/adicionar');
    await waitForPath(page, '/pacientes');
    await page.goto('/pacientes/adicionar/ficha');
    await visible(page.getByRole('heading', { name: 'Adicionar Paciente' }));
    expect(await page.getByRole('tab', { name: 'Registros' }).isDisabled()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await visible(page.getByText('Um CID deve ser informado.'));

    await field(page, 'Nome').fill('Lúcia Helena Prado');
    await page.getByRole('radio', { name: 'Feminino' }).check();
    await field(page, 'CPF').pressSequentially('52998224725');
    await field(page, 'Telefone').pressSequentially('11987654321');
    await page.getByRole('combobox', { name: 'Equipe' }).click();
    await page.getByRole('option', { name: 'Mastologia' }).click();
    await page.getByRole('radio', { name: 'PS I', exact: true }).check();
    await page.getByRole('combobox', { name: 'CID', exact: true }).fill('mama');
    await page.getByRole('option', { name: /C50\.9/ }).click();
    await page.getByRole('combobox', { name: 'Estadiamento', exact: true }).click();
    await page.getByRole('option', { name: 'II', exact: true }).click();
    await page.getByRole('button', { name: 'Adicionar CID' }).click();
    await visible(page.getByRole('table', { name: 'CIDs do paciente' }).getByText('C50.9'));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    await page.waitForURL(/\/pacientes\/editar\/ficha\/\d+$/);
    await visible(page.getByText(/O paciente foi inserido com sucesso e as instruções/));
    await visible(page.getByRole('heading', { name: 'Editar Paciente' }));
    expect(await field(page, 'Nome').inputValue()).toBe('Lúcia Helena Prado');
    await visible(page.getByRole('table', { name: 'CIDs do paciente' }).getByText('C50.9'));
    await snap(page, 'patient-created');
    // Shown once: the message stays while the record is open, and a reload does not bring it back.
    expect(await page.getByText(/O paciente foi inserido com sucesso/).count()).toBe(1);
    await page.reload();
    await visible(page.getByRole('table', { name: 'CIDs do paciente' }).getByText('C50.9'));
    expect(await page.getByText(/O paciente foi inserido com sucesso/).count()).toBe(0);
  });

  it('edits with a CEP lookup, marks the patient deceased, and downloads the PDF', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.goto('/pacientes/editar/ficha/1');
    await visible(page.getByRole('region', { name: 'Resumo do paciente' }).getByText(/EVA/));
    await expectAccessible(page);

    const cep = field(page, 'CEP');
    await cep.fill('');
    await cep.pressSequentially('01001000');
    await cep.press('Enter');
    await visible(page.getByText('Endereço preenchido pelo CEP. Confira os dados.'));
    expect(await field(page, 'Logradouro').inputValue()).toBe('Praça da Sé');
    expect(page.url()).toMatch(/\/pacientes\/editar\/ficha\/1$/);

    await page.getByRole('radio', { name: 'Falecido' }).check();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect(await (await visible(field(page, 'Data do óbito'))).getAttribute('aria-invalid')).toBe('true');
    await field(page, 'Data do óbito').pressSequentially('01102026');
    await field(page, 'Observações sobre o óbito').fill('Óbito em casa, com a família.');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await visible(page.getByText('O registro foi editado com sucesso.'));
    await snap(page, 'patient-deceased');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ficha-paciente-.+\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a patient of another institution is view-only; the tabs are routes', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.goto('/pacientes/editar/ficha/151');
    await visible(page.getByText('Este paciente é de outra instituição: a ficha pode ser consultada, mas não alterada.'));
    await hidden(page.getByRole('button', { name: 'Salvar', exact: true }));
    expect(await field(page, 'Nome').isDisabled()).toBe(true);
    await page.setViewportSize(TABLET);
    await expectAccessible(page);
    await snap(page, 'patient-view-only-768');

    await page.getByRole('tab', { name: 'Registros' }).click();
    await waitForPath(page, '/pacientes/editar/registros/151');
    await visible(page.getByRole('heading', { name: 'Registros', level: 2 }));
    await page.goto('/pacientes/editar');
    await waitForPath(page, '/pacientes');
  });
});

describe('patients from the keyboard and offline', () => {
  it('reassigns a team, flips a licence and changes tabs with the keyboard only', async () => {
    const { page } = e2e;
    await openList(page);
    const name = (await rows(page).nth(2).getByRole('link').first().textContent()) ?? '';
    const teamButton = page.getByRole('button', { name: new RegExp(`^Equipe de ${name}:`) });
    await tabTo(page, teamButton);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('menuitem').first());
    // The menu moves the focus into itself on its own timer: keys pressed before land elsewhere.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.keyboard.press('ArrowDown');
    if (await page.evaluate(() => document.activeElement?.getAttribute('aria-current') === 'true')) await page.keyboard.press('ArrowDown');
    await expectFocusVisible(page);
    const chosen = (await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '';
    await page.keyboard.press('Enter');
    // The confirmation: Cancelar has the focus, Tab reaches 'Mover para …'.
    await visible(page.getByRole('dialog', { name: `Mover ${name} para a equipe ${chosen}?` }));
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Cancelar');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('button', { name: `Equipe de ${name}: ${chosen}. Alterar a equipe` }));

    const toggle = page.getByRole('switch', { name: `Licenciado: ${name}` });
    const was = await toggle.isChecked();
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.isChecked()).toBe(!was);

    await tabTo(page, page.getByRole('link', { name, exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/pacientes\/editar\/ficha\/\d+$/);
    await visible(page.getByRole('tab', { name: 'Ficha' }));
    await tabTo(page, page.getByRole('tab', { name: 'Ficha' }));
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/pacientes\/editar\/registros\/\d+$/);
  });

  it('adds and removes CIDs and saves the Ficha with the keyboard only', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.goto('/pacientes/editar/ficha/2');
    const table = page.getByRole('table', { name: 'CIDs do paciente' });
    await visible(table);
    const before = await table.getByRole('row').count();
    const shown = (await table.textContent()) ?? '';
    const code = ['C90.0', 'C43.9', 'C71.9', 'C25.9'].find((c) => !shown.includes(c)) ?? 'C90.0';

    const cid = page.getByRole('combobox', { name: 'CID', exact: true });
    await tabTo(page, cid);
    await page.keyboard.type(code);
    await visible(page.getByRole('option', { name: new RegExp(code.replace('.', '\\.')) }));
    // The CID list is searched on the server as the user types: pick once the last search answered
    // (on a loaded machine a late answer could otherwise replace the list under the choice).
    await settle(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => cid.inputValue()).toContain(code);
    await settle(page);
    // The stage: its list opens from the keyboard and is walked with the arrows.
    const stage = page.getByRole('combobox', { name: 'Estadiamento', exact: true });
    await tabTo(page, stage);
    await page.keyboard.press('ArrowDown');
    await visible(page.getByRole('option', { name: 'III', exact: true }));
    const selected = page.locator('[data-combobox-selected]');
    const highlighted = async () => ((await selected.count()) > 0 ? await selected.first().textContent() : null);
    for (let press = 0; press < 8 && (await highlighted()) !== 'III'; press++) {
      await page.keyboard.press('ArrowDown');
      await frames(page);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => stage.inputValue()).toBe('III');
    await tabTo(page, page.getByRole('button', { name: 'Adicionar CID' }));
    await page.keyboard.press('Enter');
    await visible(table.getByText(code));
    expect(await table.getByRole('row').count()).toBe(before + 1);

    // Removing the row just added, before saving, makes no call.
    await tabTo(page, page.getByRole('button', { name: `Remover o CID ${code}` }), { backwards: true });
    await page.keyboard.press('Enter');
    await hidden(table.getByText(code));

    await tabTo(page, page.getByRole('button', { name: 'Salvar', exact: true }));
    await page.keyboard.press('Enter');
    await visible(page.getByText('O registro foi editado com sucesso.'));
    expect(await table.getByRole('row').count()).toBe(before);
  });

  it('offline, the Ficha says it needs a connection, keeps what was typed and saves once back online', async () => {
    const { page, context } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.goto('/pacientes/editar/ficha/5');
    const allergy = page.getByRole('textbox', { name: 'Alergias' });
    await visible(allergy);
    // As on a returning workstation, the service worker is in place: it holds the key over the
    // reload at the end (a first visit's worker still installing when the network goes fails its
    // install, and takes the key with it).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await visible(page.getByText(/Sem conexão: a ficha precisa de conexão/));
    await allergy.fill('Dipirona');
    const save = page.getByRole('button', { name: 'Salvar', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await snap(page, 'patient-offline');

    await context.setOffline(false);
    await hidden(page.getByText(/Sem conexão: a ficha precisa de conexão/), 20_000);
    expect(await allergy.inputValue()).toBe('Dipirona');
    await save.click();
    await visible(page.getByText('O registro foi editado com sucesso.'));
    await page.reload();
    expect(await (await visible(page.getByRole('textbox', { name: 'Alergias' }))).inputValue()).toBe('Dipirona');
  });
});
