/**
 * An alert card as people use it: only the name opens the record, the phone is text to select
 * with its call link beside it, 'Piorou' says why, and J/K go on from any link of a card. A card
 * that is one big link lets nobody select the phone, opens two tabs on a double-click, and lies
 * over 'Piorou', whose tooltip then never shows its reason.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stubProfessionalApp } from './browser';
import { ACCOUNTS, expectAccessible, login, setupE2E, snap, visible } from './harness';

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

describe('an alert card', () => {
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

    // His card: found by what it says, not by its place, which the refresh has just changed.
    const card = worse;
    const pages = context.pages().length;
    // A triple click on the phone selects it whole, and opens nothing (the whole card was a link).
    const phone = card.locator('dd').filter({ has: page.locator('a[href^="tel:"]') });
    await phone.locator('span').click({ clickCount: 3 });
    const number = (await phone.locator('span').innerText()).trim();
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
    const at = Number(await card.getAttribute('aria-posinset'));
    await page.keyboard.press('j');
    await expect.poll(() => focusedCard(page)).toBe(String(at + 1));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(CARD);
    await expectAccessible(page);
    await worse.scrollIntoViewIfNeeded();
    await snap(page, 'alert-card-worsened-1280');
  });
});
