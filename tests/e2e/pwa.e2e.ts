/** The installable app: manifest, icons, service worker control and the shell offline. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, expectLoginScreen, login, setupE2E, visible, waitForPath } from './harness';

const e2e = setupE2E();

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Resolves once a service worker is active for the page (navigator.serviceWorker.ready). */
async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('serviceWorker.ready timed out')), 15_000));
    const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
    return registration.active?.scriptURL ?? '';
  });
}

function controlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

describe('manifest', () => {
  it('the page links a manifest with the name, colours and icons of the app', async () => {
    const { page } = e2e;
    await page.goto('/');
    await visible(page.getByRole('button', { name: 'Entrar' }));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(new URL(href ?? '', page.url()).href);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Painel – Acompanhamento Oncológico',
      short_name: 'Painel',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);

    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
      expect(icon, `icon ${sizes} ${purpose}`).toBeDefined();
      const file = await page.request.get(new URL(icon?.src ?? '', page.url()).href);
      expect(file.status(), icon?.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      const [width, height] = sizes.split('x').map(Number);
      expect(pngSize(await file.body())).toEqual({ width, height });
    }
  });
});

describe('service worker', () => {
  it('registers, controls the page after a reload, and the app works under its control', async () => {
    const { page } = e2e;
    await page.goto('/');
    await visible(page.getByRole('button', { name: 'Entrar' }));
    expect(await workerReady(page)).toMatch(/\/sw\.js$/);
    await page.reload();
    await visible(page.getByRole('button', { name: 'Entrar' }));
    expect(await controlled(page)).toBe(true);

    // Navigations are answered by the worker; API calls still reach the server.
    await login(page, ACCOUNTS.admin, { navigate: false });
    await waitForPath(page, '/dashboard');
    const box = await visible(page.getByRole('combobox', { name: 'Endereço' }));
    await expect.poll(() => box.isEnabled()).toBe(true);
    await page.goto('/alertas');
    await visible(page.getByRole('heading', { name: 'Alertas', exact: true }));
    expect(await controlled(page)).toBe(true);
  });

  it('the login screen opens offline once the worker controls the page', async () => {
    const { page, context } = e2e;
    await page.goto('/');
    await workerReady(page);
    await page.reload();
    await visible(page.getByRole('button', { name: 'Entrar' }));
    expect(await controlled(page)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expectLoginScreen(page);
    // Really offline: what the worker does not keep (the API) cannot be reached.
    const probe = await page.evaluate(() =>
      fetch('/api/account/token?token=x').then(
        () => 'reached',
        () => 'unreachable',
      ),
    );
    expect(probe).toBe('unreachable');
    await page.goto('/esqueci_senha');
    await visible(page.getByRole('heading', { name: 'Esqueceu a senha?' }));
    await context.setOffline(false);
  });
});
