/**
 * The first minute of a clinic user: the login field has the focus when the login opens, and a
 * patient without a photo gets their initials in a neutral circle, never a stock face. The demo
 * server runs in this process: the tests pick their patients in its store.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { store } from '../../src/mocks/store';
import type { Gender, Patient } from '../../src/mocks/types';
import { ACCOUNTS, DEMO_PASSWORD, TABLET, expectAccessible, field, login, setupE2E, snap, visible, waitForPath } from './harness';

const e2e = setupE2E();

/** A patient of the admin's institution (1) of this sex, with a name of three words or more. */
function patientOf(gender: Gender): Patient {
  const found = store.patients.find((p) => p.InstitutionId === 1 && p.Gender === gender && p.Name.trim().split(/\s+/).length >= 3);
  if (!found) throw new Error(`the demo seed has no ${gender} patient with a long name`);
  return found;
}

/** First letter of the first and of the last name. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`.toLocaleUpperCase('pt-BR');
}

async function openSummary(page: Page, patient: Patient) {
  await page.goto(`/pacientes/editar/ficha/${patient.Id}`);
  const summary = page.getByRole('region', { name: 'Resumo do paciente' });
  await visible(summary.getByText(patient.Name, { exact: true }));
  return summary;
}

describe('sign-in', () => {
  it('the login field has the focus when the login opens: a user types at once', async () => {
    const { page } = e2e;
    await page.goto('/');
    const loginField = await visible(field(page, 'Login'));
    await expect.poll(() => loginField.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(ACCOUNTS.admin);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('heading', { name: 'Bem vindo!', exact: true }));
  });

  it('arriving with a message (a session that expired), the login field has the focus too', async () => {
    const { page } = e2e;
    await page.setViewportSize(TABLET);
    await page.goto('/?message=sessionExpired');
    await visible(page.getByRole('status').getByText('Sessão expirada. Realize o login novamente.'));
    await expect.poll(() => field(page, 'Login').evaluate((input) => input === document.activeElement)).toBe(true);
    await expectAccessible(page);
  });
});

describe('default avatars', () => {
  it("a man and a woman without a photo get their name's initials, decorative; a photo is kept", async () => {
    const { page } = e2e;
    const [man, woman] = [patientOf('Masculino'), patientOf('Feminino')];
    await login(page, ACCOUNTS.admin);
    for (const patient of [man, woman]) {
      const summary = await openSummary(page, patient);
      // No picture at all: the four stock faces were all women.
      expect(await summary.locator('img').count(), `no picture for ${patient.Gender}`).toBe(0);
      const avatar = await visible(summary.getByText(initials(patient.Name), { exact: true }));
      // The name is written beside it: screen readers skip the circle.
      expect(await avatar.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
      await expectAccessible(page);
      await snap(page, `avatar-initials-${patient.Gender}`);
    }

    // A patient with a photo keeps it.
    Object.assign(man, { Photo: '/icons/icon-192.png' });
    const summary = await openSummary(page, man);
    await expect.poll(() => summary.locator('img').getAttribute('src')).toMatch(/\/icons\/icon-192\.png$/);
    expect(await summary.getByText(initials(man.Name), { exact: true }).count()).toBe(0);
  });
});
