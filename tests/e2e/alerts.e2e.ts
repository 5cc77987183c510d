/** The alerts page against the demo API (spec 01 §2 Alerts page). */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stubProfessionalApp } from './browser';
import { ACCOUNTS, PROFESSIONAL_APP_URL, TABLET, expectAccessible, hidden, login, setupE2E, snap, visible } from './harness';

const e2e = setupE2E();

const CARD = /: abrir a ficha no aplicativo profissional/;

/** Where the focus is in the list: the card's place (1-based), or null outside the list. */
function focusedCard(page: Page) {
  return page.evaluate(() => document.activeElement?.closest('[role="listitem"]')?.getAttribute('aria-posinset') ?? null);
}

async function openAlerts(page: Page) {
  await login(page, ACCOUNTS.withoutDashboard);
  await visible(page.getByRole('heading', { name: 'Alertas' }));
}

describe('alerts page', () => {
  it('shows both tabs with their counts; each card links to the patient record', async () => {
    const { page } = e2e;
    await openAlerts(page);
    const symptoms = await visible(page.getByRole('tab', { name: /^Sintomas \d+ pendentes( · \d+ atrasados?)?$/ }));
    const messages = page.getByRole('tab', { name: /^Mensagens \d+ pendentes( · \d+ atrasados?)?$/ });
    expect(await symptoms.getAttribute('aria-selected')).toBe('true');
    const card = await visible(page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first());
    const href = (await card.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${PROFESSIONAL_APP_URL}pacientes/ficha/\\d+$`));
    expect(await card.getAttribute('target')).toBe('_blank');
    const item = page.getByRole('list', { name: 'Alertas de sintomas' }).getByRole('listitem').first();
    expect(await item.textContent()).toMatch(/Leve|Moderad[oa]|Grave|Muito Grave|°C/);
    await expectAccessible(page);

    await messages.click();
    expect(await messages.getAttribute('aria-selected')).toBe('true');
    await visible(page.getByText('Nova mensagem do paciente').first());
    await expectAccessible(page);
  });

  it("shows '99+' above 99 and the list still scrolls", async () => {
    const { page } = e2e;
    const res = await fetch(`${e2e.url}/__demo/seed-alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ symptoms: 1000 }),
    });
    expect(res.ok).toBe(true);
    await openAlerts(page);
    await visible(page.getByRole('tab', { name: /^Sintomas 99\+ pendentes/ }));
    await page.mouse.wheel(0, 60_000);
    await expect.poll(() => page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).count()).toBeGreaterThan(3);
    // Virtualised: only the cards near the viewport are in the page.
    expect(await page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).count()).toBeLessThan(60);
  });

  it('a failed list offers its own reload', async () => {
    const { page } = e2e;
    await e2e.control({ failures: [{ path: 'api/dashboard/alerts', status: 500 }] });
    await openAlerts(page);
    const reload = await visible(page.getByRole('button', { name: 'Recarregar Alerta de Sintomas' }));
    await e2e.control({});
    await reload.click();
    await visible(page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).first());
  });

  it("is a card for people: the name opens the record, the phone is text to select with a call link beside it, 'Piorou' says why", async () => {
    const { page, context } = e2e;
    await stubProfessionalApp(context);
    // The demo's worsening patient: his second answer brings EVA 8 above his pending EVA 4.
    await e2e.control({ worsening: 2 });
    await openAlerts(page);
    const list = page.getByRole('list', { name: 'Alertas de sintomas' });
    await visible(list.getByRole('link', { name: CARD }).first());
    await page.getByRole('button', { name: 'Atualizar' }).click();
    const worse = list.getByRole('listitem').filter({ hasText: 'Piorou' });
    await visible(worse.getByText('EVA 4 → 8', { exact: true }));
    expect(await worse.count()).toBe(1);

    const card = list.getByRole('listitem').first();
    const pages = context.pages().length;
    // A triple click on the phone selects it whole, and opens nothing (the whole card was a link).
    const phone = card.locator('dd').filter({ has: page.locator('a[href^="tel:"]') });
    await phone.click({ clickCount: 3, position: { x: 4, y: 6 } });
    const number = (await phone.evaluate((dd) => dd.firstChild?.textContent ?? '')).trim();
    expect(number).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
    expect((await page.evaluate(() => getSelection()?.toString() ?? '')).trim()).toBe(number);
    await card.getByText('Recebido em').click();
    expect(context.pages().length).toBe(pages);
    const call = card.getByRole('link', { name: `Ligar para ${number}` });
    expect(await call.getAttribute('href')).toBe(`tel:+55${number.replace(/\D/g, '')}`);
    // The record's link is the name, not a cover over the card.
    const name = card.getByRole('link', { name: CARD });
    const [nameBox, cardBox] = await Promise.all([name.boundingBox(), card.boundingBox()]);
    expect(nameBox!.height).toBeLessThan(cardBox!.height / 3);

    // J and K work from any link of a card: from the call link to the next card's name.
    await name.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href')?.startsWith('tel:'))).toBe(true);
    await page.keyboard.press('j');
    await expect.poll(() => focusedCard(page)).toBe('2');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(CARD);
    await expectAccessible(page);
    await worse.scrollIntoViewIfNeeded();
    await snap(page, 'alert-card-worsened-1280');
  });

  it('says what a chosen address hides, at 1280 and 768 px, after a reload too, with one click back to every address', async () => {
    const { page } = e2e;
    // The seeded lists, whatever an earlier test switched on (the worsening patient adds an alert).
    await e2e.control({});
    await openAlerts(page);
    const symptoms = await visible(page.getByRole('tab', { name: /^Sintomas \d+ pendentes/ }));
    const everywhere = await symptoms.textContent();
    await page.getByRole('banner').getByRole('combobox', { name: 'Endereço' }).click();
    const option = page.getByRole('listbox').getByRole('option').nth(1);
    const street = (await option.innerText()).trim();
    await option.click();
    const notice = await visible(page.getByRole('status').filter({ hasText: `Filtrando por ${street}` }));
    await visible(notice.getByText(/^Outros endereços têm \d+ alertas? pendentes?\.$|^Nenhum alerta pendente em outros endereços\.$/));
    await expectAccessible(page);
    await snap(page, 'alerts-filtered-1280');

    // The choice is kept in the session: a reload still says so.
    await page.reload();
    await visible(notice.getByText(/^Outros endereços|^Nenhum alerta pendente/));
    await page.setViewportSize(TABLET);
    await visible(notice);
    // At 768 px the address is written whole, inside the page's width.
    const fits = await notice.evaluate((element) => {
      const text = [...element.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Filtrando por'));
      return Boolean(text) && text!.scrollWidth <= text!.clientWidth && element.getBoundingClientRect().right <= innerWidth;
    });
    expect(fits).toBe(true);
    await expectAccessible(page);
    await snap(page, 'alerts-filtered-768');

    await notice.getByRole('button', { name: 'Ver todos os endereços' }).click();
    await hidden(page.getByText(/^Filtrando por /));
    await expect.poll(() => symptoms.textContent()).toBe(everywhere);
  });
});
