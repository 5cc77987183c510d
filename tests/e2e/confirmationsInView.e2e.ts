/**
 * A save's message is seen: on every form, the success or error alert that answers Salvar comes
 * to rest below the fixed top bar and inside the viewport, at 1280 px and on a tablet. Under the
 * bar, it leaves the user nothing visible that confirms the save. The forms are long (the Ficha)
 * and short (a team), saved from the bottom of the page.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS, DESKTOP, TABLET, artifactsDir, expectAccessible, field, frames, login, settle, setupE2E, snap, visible } from './harness';

const e2e = setupE2E();
const SIZES = [
  ['1280', DESKTOP],
  ['768', TABLET],
] as const;

/** The alert's and the top bar's boxes, or why they cannot be compared yet. */
async function boxes(page: Page, alert: Locator) {
  const [shown, bar] = await Promise.all([alert.boundingBox(), page.getByRole('banner').boundingBox()]);
  return shown && bar ? { top: Math.round(shown.y), bottom: Math.round(shown.y + shown.height), barBottom: Math.round(bar.y + bar.height) } : null;
}

/**
 * Waits for the alert's scroll to end (the same place two frames apart), then checks that it is
 * below the top bar and above the viewport's bottom edge.
 */
async function expectInView(page: Page, alert: Locator): Promise<void> {
  await visible(alert);
  const height = page.viewportSize()?.height ?? 0;
  let last: Awaited<ReturnType<typeof boxes>> = null;
  await expect
    .poll(async () => {
      const before = await boxes(page, alert);
      await frames(page);
      last = await boxes(page, alert);
      return before !== null && JSON.stringify(before) === JSON.stringify(last);
    })
    .toBe(true);
  expect(last, 'the alert and the top bar').not.toBeNull();
  const { top, bottom, barBottom } = last!;
  expect(top, `the alert's top (${top} px) under the top bar, which ends at ${barBottom} px`).toBeGreaterThanOrEqual(barBottom);
  expect(bottom, `the alert's bottom in the viewport (${height} px high)`).toBeLessThanOrEqual(height);
}

/** The Salvar at the bottom of a form, reached as a user does: the page scrolled to its end. */
async function saveFromTheBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
}

async function openFicha(page: Page): Promise<void> {
  await page.goto('/pacientes/editar/ficha/1');
  await expect.poll(() => field(page, 'Nome').inputValue()).not.toBe('');
  await field(page, 'Comorbidades').fill('Hipertensão controlada.');
}

/** The full page (snap) and what the viewport shows, where the alert must be seen. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await snap(page, name);
  await page.screenshot({ path: path.join(artifactsDir, `${name}-viewport.png`) });
}

describe('a save says so where it is seen', () => {
  for (const [size, viewport] of SIZES) {
    it(`${size} px: the Ficha's error and success messages, and a team's, rest below the top bar, in view`, async () => {
      const { page } = e2e;
      await page.setViewportSize(viewport);
      await login(page, ACCOUNTS.admin);
      await openFicha(page);

      // Refused once by the server, then saved again.
      await settle(page);
      await e2e.control({ failures: [{ path: 'api/patient/1', method: 'PUT', status: 500, times: 1 }] });
      await saveFromTheBottom(page);
      await expectInView(page, page.getByRole('alert'));
      await snapBoth(page, `confirmation-ficha-error-${size}`);
      await saveFromTheBottom(page);
      await expectInView(page, page.getByRole('status').filter({ hasText: 'O registro foi editado com sucesso.' }));
      await snapBoth(page, `confirmation-ficha-${size}`);
      await expectAccessible(page);

      await page.goto('/equipes/editar/2');
      await (await visible(field(page, 'Nome'))).fill('Oncologia Torácica Adulto');
      await saveFromTheBottom(page);
      await expectInView(page, page.getByRole('status').filter({ hasText: 'Equipe atualizada com sucesso.' }));
      await snapBoth(page, `confirmation-team-${size}`);
    });
  }
});
