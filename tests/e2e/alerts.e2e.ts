/** The alerts page against the demo API (spec 01 §2 Alerts page). */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, TABLET, expectAccessible, hidden, login, setupE2E, snap, visible } from './harness';

const e2e = setupE2E();

async function openAlerts(page: Page) {
  await login(page, ACCOUNTS.withoutDashboard);
  await visible(page.getByRole('heading', { name: 'Alertas' }));
}

describe('alerts page', () => {
  it('with 40 pending alerts at 1280×720, every card is in the page: a search in the page finds every patient', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 720 });
    // The seed's 29, and 11 more.
    await e2e.seedAlerts({ symptoms: 11 });
    await openAlerts(page);
    await visible(page.getByRole('tab', { name: /^Sintomas 40 pendentes/ }));
    const cards = page.getByRole('list', { name: 'Alertas de sintomas' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(40);
    // Each card holds its patient's name, as text in the document, whatever is on screen.
    const names = await page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).allInnerTexts();
    expect(names).toHaveLength(40);
    expect(names.every((name) => name.trim().length > 0)).toBe(true);
  });

  it("shows '99+' above 99 and the list still scrolls", async () => {
    const { page } = e2e;
    await e2e.seedAlerts({ symptoms: 1000 });
    await openAlerts(page);
    await visible(page.getByRole('tab', { name: /^Sintomas 99\+ pendentes/ }));
    await page.mouse.wheel(0, 60_000);
    await expect.poll(() => page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).count()).toBeGreaterThan(3);
    // Virtualised: only the cards near the viewport are in the page.
    expect(await page.getByRole('link', { name: /: abrir a ficha no aplicativo profissional/ }).count()).toBeLessThan(60);
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
    // The seed holds pending alerts at every address: the others' are counted, never none.
    await visible(notice.getByText(/^Outros endereços têm [1-9]\d* alertas? pendentes?\.$/));
    // The select's label is in sight, and the select holds the whole address for a hover.
    await visible(page.getByRole('banner').locator('label').getByText('Endereço', { exact: true }));
    const select = page.getByRole('banner').getByRole('combobox', { name: 'Endereço' });
    expect(await select.evaluate((element) => element.closest('[title]')?.getAttribute('title'))).toBe(street);
    await expectAccessible(page);
    await snap(page, 'alerts-filtered-1280');

    // The choice is kept in the session: a reload still says so.
    await page.reload();
    await visible(notice.getByText(/^Outros endereços têm [1-9]\d* alertas? pendentes?\.$/));
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
