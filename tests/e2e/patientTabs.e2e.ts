/**
 * The patient record's other tabs (spec 02 §2): Registros, Evolução Clínica, Conversas Encerradas
 * and Anexos in Chromium against the demo API. Their rules one by one are integration tests
 * (tests/integration/historyRecords, clinicalEvolution, chatsAttachments).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS, TABLET, expectAccessible, field, frames, hidden, login, setupE2E, snap, tabTo, visible } from './harness';

const e2e = setupE2E();
const RICH = 11;

async function openTab(page: Page, tab: string, id = RICH): Promise<void> {
  await login(page, ACCOUNTS.admin);
  await page.goto(`/pacientes/editar/${tab}/${id}`);
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('history records', () => {
  it('adds, edits and deletes a record, asks before closing with unsaved changes, and a type-4 record has no dates or notes; the empty tabs say so', async () => {
    const { page } = e2e;
    await openTab(page, 'registros', 13);
    await visible(page.getByText('Você ainda não incluiu nenhum registro.'));
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar registro' });
    await visible(dialog);
    await dialog.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Quimioterapia' }).click();
    await field(page, 'Data início').pressSequentially('10032026');
    await field(page, 'Data final').pressSequentially('01032026');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await visible(dialog.getByText('A data final não pode ser menor que a data início.'));
    await expectAccessible(page);
    await field(page, 'Data final').fill('');
    await field(page, 'Data final').pressSequentially('30042026');
    await field(page, 'Observações').fill('Quatro ciclos de FOLFOX.');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await visible(page.getByText('O registro foi inserido com sucesso.'));
    const card = page.getByRole('listitem').filter({ hasText: 'Quatro ciclos de FOLFOX.' });
    await visible(card.getByText('10/03/2026'));

    await card.getByRole('button', { name: /^Editar registro Quimioterapia/ }).click();
    const editing = page.getByRole('dialog', { name: 'Editar registro' });
    await field(page, 'Observações').fill('Seis ciclos de FOLFOX.');
    // Escape with unsaved changes asks first (the same key press must not answer it); Escape
    // again stays, back in the field, with what was typed.
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    await page.keyboard.press('Escape');
    const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await expect.poll(() => focused(leave.getByRole('button', { name: 'Continuar editando' }))).toBe(true);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await visible(leave);
    await snap(page, 'records-leave');
    await page.keyboard.press('Escape');
    await hidden(leave);
    await expect.poll(() => focused(field(page, 'Observações'))).toBe(true);
    expect(await field(page, 'Observações').inputValue()).toBe('Seis ciclos de FOLFOX.');
    await editing.getByRole('button', { name: 'Salvar' }).click();
    await visible(page.getByText('O registro foi editado com sucesso.'));
    await visible(page.getByText('Seis ciclos de FOLFOX.'));

    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    await dialog.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Sem tratamento oncológico prévio' }).click();
    await hidden(field(page, 'Data início'));
    await hidden(field(page, 'Observações'));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await visible(page.getByRole('heading', { name: 'Sem tratamento oncológico prévio', level: 3 }));
    await snap(page, 'records-added');

    await page.getByRole('button', { name: /^Excluir registro Quimioterapia/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Deseja excluir esse registro?' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await visible(page.getByText('O registro foi deletado com sucesso.'));
    await hidden(page.getByText('Seis ciclos de FOLFOX.'));

    // The same patient's other tabs are empty: each says so.
    await page.getByRole('tab', { name: 'Evolução Clínica' }).click();
    await visible(page.getByText('O paciente não cadastrou nenhum relato semanal.'));
    await visible(page.getByText('O paciente não cadastrou nenhum sintoma.'));
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Conversas Encerradas' }).click();
    await visible(page.getByRole('status').getByText('Nenhuma conversa encerrada foi encontrada.'));
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Anexos' }).click();
    await visible(page.getByRole('status').getByText('Nenhum anexo foi encontrado.'));
  });
});

describe('clinical evolution', () => {
  it("reads a chart point's detail, scrolls the symptom list to its end, exports both parts, and chooses a week from the keyboard at 768 px", async () => {
    const { page } = e2e;
    await openTab(page, 'evolucao_clinica');
    const weeks = page.getByRole('toolbar', { name: /Relatos semanais/ });
    await visible(weeks);
    await visible(page.locator('figure svg circle').first());
    // Each week's button sits under its point.
    const centres = await page.evaluate(() => {
      const mid = (e: Element) => Math.round(e.getBoundingClientRect().x + e.getBoundingClientRect().width / 2);
      return {
        points: [...document.querySelectorAll('figure svg circle')].map(mid),
        buttons: [...document.querySelectorAll('[role=toolbar] button')].map(mid),
      };
    });
    expect(centres.points.length).toBe(centres.buttons.length);
    centres.points.forEach((x, i) => expect(Math.abs(x - (centres.buttons[i] ?? 0))).toBeLessThanOrEqual(2));
    await expectAccessible(page);

    // A click on a point (the drawing) opens its week.
    const point = page.locator('figure svg circle').nth(3);
    await point.scrollIntoViewIfNeeded();
    await point.click({ force: true });
    await visible(page.getByRole('heading', { name: /^Relato semanal de / }));
    await visible(page.getByText('Qualidade de vida'));
    await visible(page.getByText(/^[123] – /).first());
    await visible(page.getByText(/\(EVA \d+\), registrada em|Nenhum registro de dor até esta data\./));
    expect(await weeks.getByRole('button', { pressed: true }).count()).toBe(1);
    await expectAccessible(page);
    await snap(page, 'evolution-detail');

    // The symptom list grows as it is scrolled, to its end.
    const entries = page.getByRole('list', { name: 'Sintomas relatados' }).getByRole('listitem');
    await visible(entries.first());
    for (let i = 0; i < 40 && !(await page.getByText('Todos os sintomas foram exibidos.').isVisible()); i++) {
      await page.mouse.wheel(0, 4000);
      await frames(page);
    }
    await visible(page.getByText('Todos os sintomas foram exibidos.'));
    expect(await entries.count()).toBe(75);
    await visible(page.getByText(/°C \((Normal|Normal alta|Subfebril|Estado febril|Febre)\)/).first());

    const weekly = await downloaded(page, () => page.getByRole('button', { name: 'Exportar relatório semanal' }).click());
    expect(weekly.name).toMatch(/^relatorio-semanal-.+\.pdf$/);
    expect(weekly.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const evolution = await downloaded(page, () => page.getByRole('button', { name: 'Exportar evolução clínica' }).click());
    expect(evolution.name).toMatch(/^evolucao-clinica-.+\.pdf$/);
    expect(evolution.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // At 768 px a week is chosen from the keyboard.
    await page.setViewportSize(TABLET);
    await page.reload();
    await visible(weeks);
    await tabTo(page, weeks.getByRole('button').last());
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: /^Relato semanal de / }));
    expect(await weeks.getByRole('button').nth(-2).getAttribute('aria-pressed')).toBe('true');
    await snap(page, 'evolution-768');
  });
});

describe('closed chats and attachments', () => {
  it('opens a chat and downloads its attached document; searches the chats; sorts the attachments by each column from the keyboard at 768 px', async () => {
    const { page } = e2e;
    await openTab(page, 'conversas_encerradas');
    const list = page.getByRole('list', { name: 'Conversas encerradas' });
    await visible(list);
    await expectAccessible(page);
    const withPdf = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Baixar .*\.pdf$/ }) })
      .first();
    await withPdf.getByRole('button', { name: /^Ver mais/ }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(/^Paciente · /).first());
    await expectAccessible(page);
    await snap(page, 'chat-open');
    const file = await downloaded(page, () =>
      dialog
        .getByRole('button', { name: /^Baixar .*\.pdf$/ })
        .first()
        .click(),
    );
    expect(file.name).toMatch(/\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.keyboard.press('Escape');

    await page.getByRole('textbox', { name: 'Pesquisar nas conversas' }).fill('tomografia');
    await expect.poll(async () => (await list.getByRole('listitem').allTextContents()).every((text) => /tomografia/i.test(text))).toBe(true);
    const png = await downloaded(page, () =>
      list
        .getByRole('button', { name: /^Baixar .*\.png$/ })
        .first()
        .click(),
    );
    expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    // The attachments, sorted from the keyboard at 768 px.
    await page.setViewportSize(TABLET);
    await page.getByRole('tab', { name: 'Anexos' }).click();
    const table = page.getByRole('table', { name: 'Anexos do paciente' });
    await visible(table);
    await expectAccessible(page);
    const types = () => table.locator('tbody tr td:nth-child(3)').allTextContents();
    await tabTo(page, page.getByRole('button', { name: 'Ordenar por Tipo, crescente' }));
    await page.keyboard.press('Enter');
    await expect.poll(types).toEqual([...(await types())].sort());
    expect(await table.getByRole('columnheader', { name: /Tipo/ }).getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Enter');
    await expect.poll(async () => table.getByRole('columnheader', { name: /Tipo/ }).getAttribute('aria-sort')).toBe('descending');
    expect(await types()).toEqual([...(await types())].sort().reverse());
    await snap(page, 'attachments-768');
    const attachment = await downloaded(page, () =>
      table
        .getByRole('button', { name: /^Baixar / })
        .first()
        .click(),
    );
    expect(attachment.bytes.length).toBeGreaterThan(100);
  });
});
