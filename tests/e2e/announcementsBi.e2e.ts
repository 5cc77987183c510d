/**
 * Comunicados and BI (spec 02 §2, decision 0009) in Chromium against the demo API: sending an
 * announcement (the multipart body as the demo server received it), the validation order, a failed
 * send, the read-state modal, the day filter, the BI frame (its report on another origin, a
 * refused origin, the console's own origin refused), its empty URL and the data download.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { ACCOUNTS, TABLET, expectAccessible, field, hidden, login, nothingFor, setupE2E, snap, visible, waitForPath } from './harness';

const e2e = setupE2E();
const REQUIRED = 'Campo obrigatório.';
const ORIGIN_REFUSED = 'O relatório de BI não foi exibido porque o endereço dele não está autorizado neste painel. Fale com o suporte técnico.';
const NO_TEAM = 'É necessario seleconar ao menos uma Equipe.';

async function lastAnnouncement(): Promise<{ fields: Record<string, string> | null; contentType: string | null }> {
  const answer = await fetch(`${e2e.url}/__demo/last-announcement`);
  return (await answer.json()) as { fields: Record<string, string> | null; contentType: string | null };
}

describe('announcements', () => {
  it('validates on the first Enviar, sends the multipart form once and lists it first', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Comunicados' }).click();
    await waitForPath(page, '/comunicados');
    await visible(page.getByRole('table', { name: 'Comunicados enviados' }));
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Novo Comunicado' }).click();
    await waitForPath(page, '/comunicados/enviar');
    const teams = page.getByRole('checkbox');
    await visible(teams.first());
    expect(await page.getByText(REQUIRED).count()).toBe(0);

    await page.getByRole('button', { name: 'Enviar' }).click();
    await visible(page.getByText(NO_TEAM));
    expect(await page.getByText(REQUIRED).count()).toBe(2);
    await expectAccessible(page);
    await snap(page, 'announcement-errors');
    expect((await lastAnnouncement()).fields).toBeNull();

    await field(page, 'Chamada').fill('Mutirão de exames de sangue');
    await field(page, 'Comunicado').fill('Coleta no laboratório do térreo, de segunda a sexta, das 7h às 10h.');
    await teams.nth(0).check();
    await teams.nth(1).check();
    expect(await page.getByText(REQUIRED).count()).toBe(0);
    // A valid form asks first, naming the teams; the keyboard's Enter would go back (its focus).
    await page.getByRole('button', { name: 'Enviar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Enviar comunicado?' });
    await visible(confirm.getByText(/^Enviar para os pacientes das equipes “.+” e “.+”\?$/));
    await expectAccessible(page);
    await snap(page, 'announcement-confirm');
    await confirm.getByRole('button', { name: 'Confirmar envio' }).dblclick();
    await waitForPath(page, '/comunicados');
    await visible(page.getByText('O comunicado foi enviado com sucesso.'));
    const first = page.getByRole('table', { name: 'Comunicados enviados' }).getByRole('row').nth(1);
    await visible(first.getByText('Mutirão de exames de sangue'));
    expect(await first.getByRole('button', { name: /^0 de \d+ pacientes leram/ }).count()).toBe(1);

    const sent = await lastAnnouncement();
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.fields).toMatchObject({ Title: 'Mutirão de exames de sangue', Message: 'Coleta no laboratório do térreo, de segunda a sexta, das 7h às 10h.' });
    expect(Object.keys(sent.fields ?? {}).filter((k) => k.startsWith('Teams['))).toEqual(['Teams[0]', 'Teams[1]']);
    // Sent once: the list holds one row with that title.
    expect(await page.getByRole('table', { name: 'Comunicados enviados' }).getByText('Mutirão de exames de sangue').count()).toBe(1);
  });

  it('shows who read an announcement, filters by day with the picker, at 768 px', async () => {
    const { page } = e2e;
    await page.setViewportSize(TABLET);
    await login(page, ACCOUNTS.admin);
    await page.goto('/comunicados');
    const table = page.getByRole('table', { name: 'Comunicados enviados' });
    await visible(table);
    await table
      .getByRole('button', { name: /pacientes leram/ })
      .nth(1)
      .click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(/pacientes? le(u|ram)/));
    const states = dialog.getByRole('list', { name: 'Pacientes do comunicado' }).getByRole('listitem');
    await visible(states.first());
    await expectAccessible(page);
    await dialog.getByText('Lidos primeiro', { exact: true }).click();
    await expect.poll(async () => (await states.first().textContent())?.endsWith('Não lido')).toBe(false);
    await snap(page, 'announcement-readers-768');
    await page.keyboard.press('Escape');
    await hidden(dialog);

    // The whole text opens from the row, where only three lines show (no hover on a tablet).
    const row = table.getByRole('row').nth(1);
    const text = ((await row.getByRole('cell').nth(2).locator('p').textContent()) ?? '').trim();
    expect(text.length).toBeGreaterThan(0);
    await row.getByRole('button', { name: /^Ler tudo: / }).click();
    await visible(dialog.getByText(text, { exact: true }));
    await expectAccessible(page);
    await snap(page, 'announcement-whole-768');
    await page.keyboard.press('Escape');

    // The day of the third row, chosen in the calendar.
    const day = ((await table.getByRole('row').nth(3).getByRole('cell').first().textContent()) ?? '').slice(0, 10);
    const [dd, mm, yyyy] = day.split('/');
    await page.getByRole('button', { name: 'Data de envio' }).click();
    const months = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
    const dayButton = page.getByRole('button', { name: new RegExp(`^${Number(dd)} ${months[Number(mm) - 1]} ${yyyy}$`, 'i') });
    // The calendar opens on the current month: once it is there, go back to the row's month.
    await visible(page.locator('[data-direction="previous"]').first());
    await visible(page.getByRole('button', { name: new RegExp(`^\\d+ \\p{L}+ \\d{4}$`, 'iu') }).first());
    for (let i = 0; i < 6 && !(await dayButton.isVisible()); i++) {
      await page.locator('[data-direction="previous"]').first().click();
    }
    await dayButton.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(`${yyyy}-${mm}-${dd}`);
    await expect.poll(async () => (await table.locator('tbody tr td:first-child').allTextContents()).every((text) => text.startsWith(day))).toBe(true);
  });
});

describe('BI', () => {
  it('frames the report, downloads the data as a zip, and says when the URL is empty', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'BI' }).click();
    await waitForPath(page, '/bi');
    const frame = page.frameLocator('iframe[title="Relatório de BI"]');
    await visible(frame.getByRole('heading', { name: /Relatório de acompanhamento/ }));
    // The demo's report comes from its own origin (the demo server's second port), as Power BI's does.
    const src = new URL((await page.locator('iframe[title="Relatório de BI"]').getAttribute('src')) ?? '');
    expect(src.origin).toBe(e2e.reportOrigin);
    expect(src.origin).not.toBe(e2e.url);
    await expectAccessible(page);
    await snap(page, 'bi-frame');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar Dados' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^dados-.+\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(files)).toContain('pacientes.csv');
    expect(new TextDecoder().decode(files['pacientes.csv']).replace(/^\uFEFF/, '')).toMatch(/^[^\n]*;Nome;/);

    await e2e.control({ biUrl: 'empty' });
    await page.reload();
    await visible(page.getByText('A URL do PowerBI não foi encontrada. Por favor, tente novamente mais tarde.'));
    await e2e.control({ biUrl: 'https://relatorios.exemplo.com.br/bi' });
    await page.reload();
    await visible(page.getByRole('alert').getByText(ORIGIN_REFUSED));
    expect(await page.locator('iframe').count()).toBe(0);
    await e2e.control({ biUrl: 'javascript:alert(1)' });
    await page.reload();
    await visible(page.getByText('Ocorreu um erro ao carregar o BI. Tente novamente mais tarde.'));
    expect(await page.locator('iframe').count()).toBe(0);
  });

  it('a report that sets top.location on a click leaves the console where it was', async () => {
    const { page } = e2e;
    await e2e.control({ biUrl: `${e2e.reportOrigin}/__demo/bi-report-hostile` });
    await login(page, ACCOUNTS.admin);
    await page.goto('/bi');
    const iframe = page.locator('iframe[title="Relatório de BI"]');
    expect(await iframe.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
    expect(await iframe.getAttribute('referrerpolicy')).toBe('no-referrer');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await page.frameLocator('iframe[title="Relatório de BI"]').getByRole('button', { name: 'Ver detalhes' }).click();
    // The attempt is refused at once; a bounded window shows that nothing follows.
    await nothingFor(page, 1000);
    expect(navigations).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/bi');
    await visible(page.getByRole('button', { name: 'Baixar Dados' }));
  });

  it('without feature 5, shows the subscriber notice at 768 px', async () => {
    const { page } = e2e;
    await page.setViewportSize(TABLET);
    await login(page, ACCOUNTS.trial);
    await page.goto('/bi');
    await visible(page.getByText('Disponível apenas para assinantes'));
    expect(await page.getByRole('button', { name: 'Baixar Dados' }).count()).toBe(0);
    await expectAccessible(page);
    await snap(page, 'bi-subscriber-768');
  });
});
