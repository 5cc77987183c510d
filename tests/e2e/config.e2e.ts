/** The runtime configuration (/config.json): an API on another origin, and a broken file. */
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, demoConfig, expectAccessible, expectLoginScreen, login, requestsTo, setupE2E, snap, trackRequests, visible, waitForPath } from './harness';

describe('apiUrl on another origin, with a path', () => {
  const e2e = setupE2E({ separateApiBase: '/backend/' });

  it('signs in across origins (CORS) and every call goes to <apiUrl>api/…', async () => {
    const { page, context } = e2e;
    expect(e2e.apiOrigin).not.toBe(e2e.url);
    const seen = trackRequests(context);
    await login(page, ACCOUNTS.admin);
    await waitForPath(page, '/dashboard');
    const box = await visible(page.getByRole('combobox', { name: 'Endereço' }));
    await expect.poll(() => box.isEnabled()).toBe(true);

    const api = seen.filter((r) => r.url.pathname.includes('/api/'));
    const where = api.map((r) => `${r.url.origin}${r.url.pathname}`);
    expect(where).toEqual(
      expect.arrayContaining([
        `${e2e.apiOrigin}/backend/api/account/login`,
        `${e2e.apiOrigin}/backend/api/account/token`,
        `${e2e.apiOrigin}/backend/api/dashboard/addresses`,
      ]),
    );
    expect(where.every((w) => w.startsWith(`${e2e.apiOrigin}/backend/api/`))).toBe(true);
    // The data call carries the bearer token across origins.
    const [addresses] = requestsTo(seen, '/backend/api/dashboard/addresses');
    expect(addresses?.headers.authorization).toMatch(/^Bearer \S+$/);
  });

  it('a server error across origins still reaches the screen as the server body', async () => {
    const { page } = e2e;
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Login', exact: true }).fill(ACCOUNTS.admin);
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Errada@1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await visible(page.getByRole('alert').getByText('Usuário ou senha inválidos.'));
  });
});

describe('a broken config.json', () => {
  const e2e = setupE2E({ config: { ...demoConfig(), apiUrl: 5, contactEmail: 'nao-e-email' } });

  it('shows the start-up error and lists the wrong fields', async () => {
    const { page } = e2e;
    await page.goto('/');
    const alert = await visible(page.getByRole('alert'));
    await visible(alert.getByRole('heading', { name: 'Não foi possível iniciar o Painel' }));
    await visible(alert.getByText(/config\.json\) está inválido/));
    expect((await alert.getByRole('listitem').allTextContents()).map((t) => t.trim()).sort()).toEqual(['apiUrl', 'contactEmail']);
    await visible(alert.getByRole('button', { name: 'Tentar novamente' }));
    await snap(page, 'config-error');
    await expectAccessible(page);
    // Nothing else booted: no login form.
    expect(await page.getByRole('button', { name: 'Entrar' }).count()).toBe(0);
  });

  it('a config.json that is not JSON is reported as invalid, a missing one as missing', async () => {
    const { page } = e2e;
    await page.route('**/config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{ apiUrl: ' }));
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Não foi possível iniciar o Painel' }));
    await visible(page.getByText(/config\.json\) está inválido/));

    await page.unroute('**/config.json');
    await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    await visible(page.getByText(/config\.json\) não foi encontrado/));
  });

  it("'Tentar novamente' reloads and boots once the file is fixed", async () => {
    const { page } = e2e;
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Não foi possível iniciar o Painel' }));
    await page.route('**/config.json', (route) => route.fulfill({ json: demoConfig() }));
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectLoginScreen(page);
  });
});
