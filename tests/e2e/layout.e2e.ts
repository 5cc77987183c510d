/** The default layout: address bar, trial banner, names, version, side menu (spec 01 §2 Default layout, §6). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS, TABLET, hidden, login, setupE2E, snap, storedSession, visible, waitForPath } from './harness';
import { projectRoot } from './paths';
import { sealedSession } from './browser';

const e2e = setupE2E();

const { version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string };

/** The seeded streets of institution 1 (src/mocks/seed/institutions.ts), in order. */
const VIDA_PLENA_STREETS = [
  'Rua Maestro Cardim, 769 - Bela Vista, São Paulo - SP',
  'Avenida Brigadeiro Luís Antônio, 2367 - Jardim Paulista, São Paulo - SP',
  'Rua Domingos de Morais, 1350 - Vila Mariana, São Paulo - SP',
  'Avenida Senador Vergueiro, 3240 - Rudge Ramos, São Bernardo do Campo - SP',
];

function addressBox(page: Page): Locator {
  return page.getByRole('banner').getByRole('combobox', { name: 'Endereço' });
}

async function optionLabels(page: Page): Promise<string[]> {
  const listbox = await visible(page.getByRole('listbox'));
  return (await listbox.getByRole('option').allTextContents()).map((text) => text.trim());
}

/** Where an element is horizontally: Mantine collapses the navbar by translating it off screen. */
async function placement(locator: Locator): Promise<'on screen' | 'off screen' | 'partly'> {
  const box = await locator.boundingBox();
  if (!box || box.x + box.width <= 0) return 'off screen';
  return box.x >= 0 ? 'on screen' : 'partly';
}

/** The chosen address as stored: sealed with the session, opened with the password. */
async function selectedHospital(page: Page): Promise<unknown> {
  return (await sealedSession(page))?.hospital ?? null;
}

describe('address bar', () => {
  it("lists 'Todos' and the institution's streets; the choice is stored and survives a reload", async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    const box = await visible(addressBox(page));
    await expect.poll(() => box.isEnabled()).toBe(true);
    expect(await box.inputValue()).toBe('Todos');

    await box.click();
    expect(await optionLabels(page)).toEqual(['Todos', ...VIDA_PLENA_STREETS]);
    await page.getByRole('option', { name: VIDA_PLENA_STREETS[2] }).click();
    await expect.poll(async () => box.inputValue()).toBe(VIDA_PLENA_STREETS[2]);
    await expect.poll(() => selectedHospital(page)).toEqual({ institutionAddressId: 3, street: VIDA_PLENA_STREETS[2] });
    expect(await storedSession(page)).not.toContain(VIDA_PLENA_STREETS[2]);

    await page.reload();
    await waitForPath(page, '/dashboard');
    await expect.poll(() => addressBox(page).inputValue()).toBe(VIDA_PLENA_STREETS[2]);

    // Back to all addresses.
    await addressBox(page).click();
    await page.getByRole('option', { name: 'Todos' }).click();
    await expect.poll(() => selectedHospital(page)).toEqual({ institutionAddressId: 0, street: '' });
  });

  it('institution 165 sees only its own streets', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.hospital165);
    const box = await visible(addressBox(page));
    await expect.poll(() => box.isEnabled()).toBe(true);
    await box.click();
    const labels = await optionLabels(page);
    expect(labels[0]).toBe('Todos');
    expect(labels).toHaveLength(4);
    expect(labels.some((label) => VIDA_PLENA_STREETS.includes(label))).toBe(false);
  });

  it("a failed load shows the error and 'Clique para Recarregar' loads the list", async () => {
    const { page } = e2e;
    await e2e.control({ failures: [{ path: 'api/dashboard/addresses', status: 500 }] });
    await login(page, ACCOUNTS.admin);
    const banner = page.getByRole('banner');
    await visible(banner.getByText('Erro ao carregar os endereços.'));
    expect(await addressBox(page).count()).toBe(0);
    await snap(page, 'addresses-error');

    await e2e.control({});
    await banner.getByRole('button', { name: 'Clique para Recarregar' }).click();
    const box = await visible(addressBox(page));
    await hidden(banner.getByText('Erro ao carregar os endereços.'));
    await expect.poll(() => box.isEnabled()).toBe(true);
    await box.click();
    expect(await optionLabels(page)).toEqual(['Todos', ...VIDA_PLENA_STREETS]);
  });
});

describe('top bar and banner', () => {
  it('a trial account sees the remaining days', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.trial);
    await visible(page.getByRole('main').getByText('Faltam 12 dias para expirar seu período de teste.', { exact: true }));
  });

  it('the doctor profile hides the institution and user names', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.doctor);
    const banner = page.getByRole('banner');
    await visible(addressBox(page));
    await visible(banner.getByText('Painel Administrativo', { exact: true }));
    expect(await banner.getByText('Instituto de Oncologia Vida Plena').count()).toBe(0);
    expect(await banner.getByText('Paulo Henrique Siqueira').count()).toBe(0);
  });
});

describe('desktop layout', () => {
  it('a subscriber sees the names, no trial banner, the menu with the version, and the highlight follows the route', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.admin);
    const banner = page.getByRole('banner');
    await visible(banner.getByText('Instituto de Oncologia Vida Plena', { exact: true }));
    await visible(banner.getByText('Mariana Albuquerque', { exact: true }));
    await visible(page.getByRole('heading', { name: 'Bem vindo!', exact: true }));
    expect(await page.getByText(/período de teste/).count()).toBe(0);

    // The menu is always on screen at 1280 px, without a burger.
    const nav = await visible(page.getByRole('navigation', { name: 'Menu principal' }));
    expect(await placement(nav)).toBe('on screen');
    expect(await page.getByRole('button', { name: 'Abrir menu' }).isVisible()).toBe(false);
    await visible(page.getByText(`Versão ${version}`, { exact: true }));
    const dashboard = nav.getByRole('link', { name: 'Dashboard' });
    const alerts = nav.getByRole('link', { name: 'Alertas' });
    expect(await dashboard.getAttribute('aria-current')).toBe('page');
    expect(await alerts.getAttribute('aria-current')).toBeNull();
    await alerts.click();
    await waitForPath(page, '/alertas');
    const current = async () => ({
      dashboard: await dashboard.getAttribute('aria-current'),
      alerts: await alerts.getAttribute('aria-current'),
    });
    await expect.poll(current).toEqual({ dashboard: null, alerts: 'page' });
  });
});

describe('tablet layout', () => {
  it('at 768 px the menu is collapsed behind the burger and closes after navigating', async () => {
    const context = await e2e.newContext({ viewport: TABLET });
    const page = await context.newPage();
    await login(page, ACCOUNTS.admin);
    await visible(page.getByRole('heading', { name: 'Bem vindo!', exact: true }));
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect.poll(() => placement(nav)).toBe('off screen');
    await snap(page, 'dashboard-768-menu-closed');

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect.poll(() => placement(nav)).toBe('on screen');
    await visible(page.getByRole('button', { name: 'Fechar menu' }));
    await visible(page.getByText(`Versão ${version}`, { exact: true }));
    await snap(page, 'dashboard-768-menu-open');

    await nav.getByRole('link', { name: 'Alertas' }).click();
    await waitForPath(page, '/alertas');
    await expect.poll(() => placement(nav)).toBe('off screen');
    await visible(page.getByRole('button', { name: 'Abrir menu' }));
  });
});
