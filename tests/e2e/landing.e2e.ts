/** Where each account lands after signing in, and the dashboard gate (spec 01 §2 Login, §6). */
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, CONTACT_EMAIL, TABLET, login, setupE2E, snap, visible, waitForPath } from './harness';

const e2e = setupE2E();

describe('landing after login', () => {
  it('an account with the dashboard feature lands on the dashboard, with the default logo', async () => {
    const { page } = e2e;
    await page.goto('/');
    await visible(page.getByRole('button', { name: 'Entrar' }));
    await snap(page, 'login');
    await login(page, ACCOUNTS.admin, { navigate: false });
    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('heading', { name: 'Bem vindo!', exact: true }));
    await visible(page.getByRole('button', { name: 'Atualizar' }));
    await visible(page.getByText(/^Atualizado última vez em \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}$/));
    // Another institution than 165: the default logo.
    await visible(page.getByRole('banner').getByRole('img', { name: 'Logotipo do Painel' }));
    expect(await page.getByRole('img', { name: 'Logotipo da instituição' }).count()).toBe(0);
    await snap(page, 'dashboard');
  });

  it('an account without the dashboard feature lands on the alerts page', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.withoutDashboard);
    await waitForPath(page, '/alertas');
    await visible(page.getByRole('heading', { name: 'Alertas', exact: true }));
    await visible(page.getByText('Alertas de pacientes pendentes', { exact: true }));
  });

  it('institution 165 lands on the alerts page, with its own logo', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.hospital165);
    await waitForPath(page, '/alertas');
    await visible(page.getByRole('heading', { name: 'Alertas', exact: true }));
    const logo = await visible(page.getByRole('banner').getByRole('img', { name: 'Logotipo da instituição' }));
    expect(await logo.getAttribute('src')).toContain('logo-165');
    // The image really loaded (not a broken icon).
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

describe('dashboard gate', () => {
  it('without the dashboard feature, /dashboard shows the subscriber notice and a contact link', async () => {
    const { page } = e2e;
    await login(page, ACCOUNTS.withoutDashboard);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Dashboard' }).click();
    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('heading', { name: 'Disponível apenas para assinantes' }));
    const contact = await visible(page.getByRole('link', { name: 'Entre em contato' }));
    expect(await contact.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    // No widgets' header for a non-subscriber.
    expect(await page.getByRole('heading', { name: 'Bem vindo!', exact: true }).count()).toBe(0);
    const image = page.locator('picture img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/premium/dashboard.webp');
    await snap(page, 'subscriber-notice-desktop');
  });

  it('at 768 px the subscriber notice uses the mobile image', async () => {
    const context = await e2e.newContext({ viewport: TABLET });
    const page = await context.newPage();
    await login(page, ACCOUNTS.withoutDashboard);
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { name: 'Disponível apenas para assinantes' }));
    const image = page.locator('picture img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('dashboard-mobile');
    await snap(page, 'subscriber-notice-768');
  });
});
