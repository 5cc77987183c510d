/**
 * The alerts page as a triage queue in the browser (decision 0022): worked from the keyboard alone,
 * its help dialog accessible, its 768 px layout, and its filters on the cached alerts offline.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { persistedCache, stubProfessionalApp } from './browser';
import { ACCOUNTS, TABLET, expectAccessible, hidden, login, snap, setupE2E, tabTo, visible, waitForPath } from './harness';

const e2e = setupE2E();

const CARD = /: abrir a ficha no aplicativo profissional/;

/** Where the focus is in the list: the card's place (1-based) and the list's length. */
function focusedCard(page: Page) {
  return page.evaluate(() => {
    const item = document.activeElement?.closest('[role="listitem"]');
    return item ? `${item.getAttribute('aria-posinset')}/${item.getAttribute('aria-setsize')}` : null;
  });
}

describe('the triage queue in the browser', () => {
  it("is worked from the keyboard: '/' to the filters, j/k, arrows, Home and End between cards, Enter to the patient, '?' to an accessible help", async () => {
    const { page, context } = e2e;
    await stubProfessionalApp(context);
    await login(page, ACCOUNTS.withoutDashboard);
    const list = page.getByRole('list', { name: 'Alertas de sintomas' });
    const first = await visible(list.getByRole('link', { name: CARD }).first());
    const total = await list.getByRole('listitem').first().getAttribute('aria-setsize');

    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id && document.querySelector(`label[for="${document.activeElement.id}"]`)?.textContent)).toBe(
      'Equipe',
    );
    // In a select the keys are its own (it finds the option typed), not the page's shortcuts.
    await page.keyboard.press('?');
    expect(await page.getByRole('dialog', { name: 'Atalhos do teclado' }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');

    await tabTo(page, first);
    expect(await focusedCard(page)).toBe(`1/${total}`);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await focusedCard(page)).toBe(`3/${total}`);
    await page.keyboard.press('ArrowUp');
    expect(await focusedCard(page)).toBe(`2/${total}`);
    await page.keyboard.press('End');
    await expect.poll(() => focusedCard(page)).toBe(`${total}/${total}`);
    await page.keyboard.press('k');
    await expect.poll(() => focusedCard(page)).toBe(`${Number(total) - 1}/${total}`);
    await page.keyboard.press('Home');
    await expect.poll(() => focusedCard(page)).toBe(`1/${total}`);
    // What a screen reader says on landing: the name, then the card's symptom, wait and marks.
    const described = await page.evaluate(() => {
      const ids = document.activeElement?.getAttribute('aria-describedby') ?? '';
      return document.getElementById(ids)?.textContent ?? '';
    });
    expect(described).toMatch(/\. há (menos de 1 min|\d+ (min|h|dias?))/);

    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const record = await opened;
    expect(record.url()).toMatch(/\/pacientes\/ficha\/\d+$/);
    await record.close();

    await page.keyboard.press('?');
    const dialog = await visible(page.getByRole('dialog', { name: 'Atalhos do teclado' }));
    await visible(dialog.getByText('Próximo alerta'));
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await hidden(dialog);
    expect(await focusedCard(page)).toBe(`1/${total}`);
  });

  it('orders and filters at 768 px, accessible, with the choices in the address', async () => {
    const { page } = e2e;
    await page.setViewportSize(TABLET);
    await login(page, ACCOUNTS.withoutDashboard);
    await visible(page.getByRole('link', { name: CARD }).first());
    await page.getByText('Maior intensidade', { exact: true }).click();
    const severity = page.getByRole('combobox', { name: 'Intensidade' });
    // Each choice says how many alerts it would show.
    expect(await severity.locator('option[value="grave"]').textContent()).toMatch(/^Grave \(\d+\)$/);
    await severity.selectOption('grave');
    await waitForPath(page, '/alertas');
    await expect.poll(() => new URL(page.url()).search).toBe('?order=intensity&severity=grave');
    await visible(page.getByText(/^\d+ de \d+ alertas$/));
    await expectAccessible(page);
    await snap(page, 'alerts-triage-768');
  });
});

describe('offline', () => {
  it('filters the cached alerts with the network down', async () => {
    const { page, context } = e2e;
    await login(page, ACCOUNTS.withoutDashboard);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await visible(page.getByRole('link', { name: CARD }).first());
    await expect
      .poll(async () => {
        const cache = (await persistedCache(page)) ?? '';
        return cache.includes('["alerts","symptoms"') && cache.includes('["alerts","messages"');
      })
      .toBe(true);

    await context.setOffline(true);
    await page.goto('/alertas?symptom=Dor');
    await visible(page.getByText(/^Sem conexão desde /));
    const shown = await visible(page.getByText(/^\d+ de \d+ alertas$/));
    const cards = page.getByRole('list', { name: 'Alertas de sintomas' }).getByRole('listitem');
    const texts = await cards.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('SintomaDor');
    await page.getByRole('checkbox', { name: /^Somente atrasados/ }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('overdue')).toBe('true');
    expect(await shown.textContent()).toMatch(/^\d+ de \d+ alertas$/);
    for (const text of await cards.allTextContents()) expect(text).toContain('Atrasado');
    await context.setOffline(false);
  });
});
