/**
 * Consequential one-click changes in the patients list (a team move sends the patient's alerts to
 * another team), by the keyboard only: a team move asks first (a real dialog, the focus in it and
 * back on the cell), and a licence change the server took offers 'Desfazer' beside the switch,
 * which stays while it has the focus and goes a few seconds after, on the page's clock.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, TABLET, expectAccessible, expectFocusVisible, hidden, login, requestsTo, setupE2E, snap, tabTo, trackRequests, visible } from './harness';

const e2e = setupE2E();
const LIST = 'Lista de pacientes';
/** Past the 10 s a notice stays when nobody is on it. */
const PAST_THE_NOTICE_MS = 11_000;

async function openList(page: Page): Promise<string> {
  await login(page, ACCOUNTS.admin);
  await page.goto('/pacientes');
  const table = await visible(page.getByRole('table', { name: LIST }));
  await visible(page.getByText(/licenças disponíveis/));
  return (await table.getByRole('row').nth(1).getByRole('link').first().textContent()) ?? '';
}

/** The focused element's name or text. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');
}

/** With the focus on a team button: Enter, a team other than the patient's, Enter. Returns the team. */
async function chooseOtherTeamByKeyboard(page: Page): Promise<string> {
  await page.keyboard.press('Enter');
  await visible(page.getByRole('menuitem').first());
  // The menu moves the focus into itself on its own timer: keys pressed before land elsewhere.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  await page.keyboard.press('ArrowDown');
  if (await page.evaluate(() => document.activeElement?.getAttribute('aria-current') === 'true')) await page.keyboard.press('ArrowDown');
  await expectFocusVisible(page);
  const team = await focusedText(page);
  await page.keyboard.press('Enter');
  return team;
}

describe('a team move asks first', () => {
  it('by the keyboard only: the dialog names the patient and the consequence, Escape sends nothing, the confirmation moves', async () => {
    const { page, context } = e2e;
    const seen = trackRequests(context);
    const name = await openList(page);
    const teamButton = page.getByRole('button', { name: new RegExp(`^Equipe de ${name}:`) });
    const from = ((await teamButton.textContent()) ?? '').trim();

    await tabTo(page, teamButton);
    let team = await chooseOtherTeamByKeyboard(page);
    const dialog = await visible(page.getByRole('dialog', { name: `Mover ${name} para a equipe ${team}?` }));
    expect(await dialog.textContent()).toContain(`passarão a ir para essa equipe, e não mais para a equipe ${from}.`);
    await expect.poll(() => focusedText(page)).toBe('Cancelar');
    await expectFocusVisible(page);
    await expectAccessible(page);
    await snap(page, 'one-click-team-dialog-1280');

    // Escape: nothing sent, the focus back on the cell, the team unchanged.
    await page.keyboard.press('Escape');
    await hidden(dialog);
    await expect.poll(() => focusedText(page)).toBe(`Equipe de ${name}: ${from}. Alterar a equipe`);
    expect(requestsTo(seen, 'api/patient/changeteam', 'PUT')).toEqual([]);

    // Again, and this time Tab to the confirmation and Enter.
    team = await chooseOtherTeamByKeyboard(page);
    await visible(page.getByRole('dialog', { name: `Mover ${name} para a equipe ${team}?` }));
    await expect.poll(() => focusedText(page)).toBe('Cancelar');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe(`Mover para ${team}`);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await hidden(page.getByRole('dialog'));
    await visible(page.getByRole('button', { name: `Equipe de ${name}: ${team}. Alterar a equipe` }));
    await expect.poll(() => focusedText(page)).toBe(`Equipe de ${name}: ${team}. Alterar a equipe`);
    await expectFocusVisible(page);
    expect(requestsTo(seen, 'api/patient/changeteam', 'PUT')).toHaveLength(1);

    // At 768 px the dialog fits and passes too.
    await page.setViewportSize(TABLET);
    await chooseOtherTeamByKeyboard(page);
    await visible(page.getByRole('dialog'));
    await expect.poll(() => focusedText(page)).toBe('Cancelar');
    await expectAccessible(page);
    await snap(page, 'one-click-team-dialog-768');
    await page.keyboard.press('Escape');
    await hidden(page.getByRole('dialog'));
  });
});

describe("a licence change offers 'Desfazer'", () => {
  it('by the keyboard only: announced beside the switch, the next Tab, kept while focused, gone after; Desfazer sends the reverse call', async () => {
    const { page, context } = e2e;
    // Fake timers that run at the real pace until the test moves them on.
    await context.clock.install();
    const seen = trackRequests(context);
    const name = await openList(page);
    const toggle = page.getByRole('switch', { name: `Licenciado: ${name}` });
    const cell = page.getByRole('cell').filter({ has: toggle });
    const status = cell.getByRole('status');
    const undo = status.getByRole('button', { name: 'Desfazer' });
    const was = await toggle.isChecked();

    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await visible(undo);
    // To 'Desfazer' at once: focused, the notice stays however long the checks below take.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Desfazer');
    expect(await status.textContent()).toContain(was ? `Licença retirada de ${name}.` : `Licença concedida a ${name}.`);
    expect(await toggle.isChecked()).toBe(!was);
    await expectFocusVisible(page);
    await expectAccessible(page);
    await snap(page, 'one-click-licence-undo-1280');

    // Focused, it stays past its time; once the focus leaves, it goes after it.
    await context.clock.fastForward(PAST_THE_NOTICE_MS);
    expect(await undo.isVisible()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe(`Licenciado: ${name}`);
    await context.clock.fastForward(PAST_THE_NOTICE_MS);
    await hidden(undo);
    expect(await toggle.isChecked()).toBe(!was);

    // Back to how it was, then changed again and undone: the reverse call, the focus on the switch.
    await page.keyboard.press('Space');
    await expect.poll(() => requestsTo(seen, '/license', 'PUT').length).toBe(2);
    await visible(undo);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Desfazer');
    await page.setViewportSize(TABLET);
    await snap(page, 'one-click-licence-undo-768');
    await page.keyboard.press('Enter');
    await expect.poll(() => requestsTo(seen, '/license', 'PUT').length).toBe(3);
    await hidden(undo);
    expect(await focusedText(page)).toBe(`Licenciado: ${name}`);
    await expect.poll(() => toggle.getAttribute('aria-busy')).toBe('false');
    expect(await toggle.isChecked()).toBe(!was);
  });
});
