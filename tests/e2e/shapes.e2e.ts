/**
 * The console against an API that follows the spec's words but not our demo's choices (decision 0001):
 * with the demo's alternate shapes (numbers as strings, .NET dates, Doctor as text, one CID object
 * or flat CID fields, Symptom without Id, null display fields, unknown fields), every widget and
 * both alert lists render the same figures as with the usual shapes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, expectAccessible, login, setupE2E, visible } from './harness';
import { DASHBOARD_WIDGETS } from '../dashboardWidgets';

const e2e = setupE2E();

const WIDGETS = DASHBOARD_WIDGETS;
const FAILED = 'Não foi possivel carregar o widget.';

/** Each widget's text once loaded, to compare the two profiles. */
async function dashboardTexts(page: Page): Promise<string[]> {
  await page.goto('/dashboard');
  const texts: string[] = [];
  for (const title of WIDGETS) {
    const region = await visible(page.getByRole('region', { name: title, exact: true }));
    await expect.poll(() => region.getByRole('status', { name: 'Carregando…' }).count()).toBe(0);
    expect(await region.getByText(FAILED).count(), title).toBe(0);
    texts.push((await region.innerText()).replace(/Dados de .*/g, ''));
  }
  return texts;
}

/** The tab names with their counts, and the first cards' text. */
async function alertTexts(page: Page): Promise<{ tabs: string[]; cards: string[] }> {
  await page.goto('/alertas');
  const symptoms = await visible(page.getByRole('tab', { name: /^Sintomas \d+ pendentes/ }));
  const messages = await visible(page.getByRole('tab', { name: /^Mensagens \d+ pendentes/ }));
  const tabs = [(await symptoms.getAttribute('aria-label')) ?? '', (await messages.getAttribute('aria-label')) ?? ''];
  const links = page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ });
  const items = page.getByRole('listitem');
  await visible(links.first());
  const cards: string[] = [];
  for (let i = 0; i < 3; i++) cards.push(`${await links.nth(i).getAttribute('href')} ${await items.nth(i).innerText()}`);
  await messages.click();
  await visible(page.getByText('Nova mensagem do paciente').first());
  cards.push(await items.first().innerText());
  return { tabs, cards };
}

describe('alternate answer shapes', () => {
  it('every widget and both alert lists show the same figures in both shapes', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    const usual = { dashboard: await dashboardTexts(page), alerts: await alertTexts(page) };

    await e2e.control({ shapes: 'alternate' });
    await page.reload();
    const alternate = { dashboard: await dashboardTexts(page), alerts: await alertTexts(page) };
    // The alternate profile sends null for some phones, birth dates and genders: those show '—' or
    // nothing where the usual profile has a value; everything else is the same.
    // The waiting times ('há 8 min') follow the page's minute clock, which may turn between the
    // two reads: compared without them.
    const withoutNulls = (text: string) => text.replace(/\(\d{2}\) \d{4,5}-\d{4}|\d+ anos|Feminino|Masculino|—|·|há \d+ \p{L}+/gu, '').replace(/\s+/g, ' ');
    expect(alternate.dashboard).toEqual(usual.dashboard);
    expect(alternate.alerts.tabs).toEqual(usual.alerts.tabs);
    expect(alternate.alerts.cards.map(withoutNulls)).toEqual(usual.alerts.cards.map(withoutNulls));
    expect(alternate.alerts.cards.join(' ')).toContain('—');
    await expectAccessible(page);
  });

  it('the dashboard modals read the alternate lists: pain patients, new patients, CID table', async () => {
    const { page } = e2e;
    await e2e.control({ shapes: 'alternate' });
    await login(page, ACCOUNTS.admin);
    for (const title of ['Pacientes com dor moderada ou intensa', 'Novos pacientes', 'Distribuição por CID', 'Profissionais ativos']) {
      const region = await visible(page.getByRole('region', { name: title, exact: true }));
      await region.getByRole('button', { name: `Abrir detalhes: ${title}` }).click();
      const dialog = await visible(page.getByRole('dialog'));
      expect(await dialog.getByText(/não puderam? ser exibidos?/).count(), title).toBe(0);
      expect(await dialog.getByText(FAILED).count(), title).toBe(0);
      if (title !== 'Distribuição por CID' && title !== 'Profissionais ativos') await visible(dialog.getByText(/^Equipe: /).first());
      if (title === 'Distribuição por CID') await visible(dialog.getByRole('cell', { name: /^C\d/ }).first());
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Voltar' }).click();
    }
  });
});
