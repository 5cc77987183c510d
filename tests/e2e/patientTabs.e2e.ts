/**
 * The patient record's other tabs (spec 02 §2): Registros, Evolução Clínica, Conversas Encerradas
 * and Anexos in Chromium against the demo API. Their rules one by one are integration tests
 * (tests/integration/historyRecords, clinicalEvolution, chatsAttachments).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, TABLET, expectAccessible, login, setupE2E, snap, tabTo, visible } from './harness';

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

describe('closed chats and attachments', () => {
  it('opens a chat and downloads its attached document; searches the chats', async () => {
    const { page } = e2e;
    await openTab(page, 'conversas_encerradas');
    const list = page.getByRole('list', { name: 'Conversas encerradas' });
    await visible(list);
    await expectAccessible(page);
    const withPdf = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Baixar .*\.pdf$/ }) }).first();
    await withPdf.getByRole('button', { name: /^Ver mais/ }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(/^Paciente · /).first());
    await expectAccessible(page);
    await snap(page, 'chat-open');
    const file = await downloaded(page, () => dialog.getByRole('button', { name: /^Baixar .*\.pdf$/ }).first().click());
    expect(file.name).toMatch(/\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.keyboard.press('Escape');

    await page.getByRole('textbox', { name: 'Pesquisar nas conversas' }).fill('tomografia');
    await expect
      .poll(async () => (await list.getByRole('listitem').allTextContents()).every((text) => /tomografia/i.test(text)))
      .toBe(true);
    const png = await downloaded(page, () => list.getByRole('button', { name: /^Baixar .*\.png$/ }).first().click());
    expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it('sorts the attachments by each column from the keyboard, at 768 px', async () => {
    const { page } = e2e;
    await page.setViewportSize(TABLET);
    await openTab(page, 'anexos');
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
    const file = await downloaded(page, () => table.getByRole('button', { name: /^Baixar / }).first().click());
    expect(file.bytes.length).toBeGreaterThan(100);
  });

  it('a patient without chats or attachments sees the warnings', async () => {
    const { page } = e2e;
    await openTab(page, 'conversas_encerradas', 13);
    await visible(page.getByRole('status').getByText('Nenhuma conversa encerrada foi encontrada.'));
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Anexos' }).click();
    await visible(page.getByRole('status').getByText('Nenhum anexo foi encontrado.'));
  });
});
