/** Steps and waits on the page shared by the bench's browser measurements. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { persistedCache } from '../e2e/browser';

/** Signs in as the demo administrator through the login screen, and waits for the dashboard. */
export async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('textbox', { name: 'Login', exact: true }).fill('admin@painel.demo');
  await page.locator('input[type=password]').fill('Demo@123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
}

/** True once the persisted query cache holds a query whose key starts with `area`. */
export async function persistedCacheHas(page: Page, area: string): Promise<boolean> {
  return (await persistedCache(page))?.includes(`"${area}"`) ?? false;
}

export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A signed-in page on the dashboard, in a context of its own with the HTTP cache on. Not the
 * tests' guarded context: request interception turns off the HTTP cache and sends every request
 * through the driver, which would measure Playwright instead of the console. Requests to other
 * hosts are still caught, by listening: they land in `strayHosts`, for the caller to report.
 * `alsoAllowed` are other origins the page may reach (the demo's BI report, on its own origin).
 */
export async function signedInPage(browser: Browser, origin: string, strayHosts: Set<string>, alsoAllowed: readonly string[] = []): Promise<Page> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && !alsoAllowed.includes(url.origin)) strayHosts.add(url.host);
  });
  const page = await context.newPage();
  await signIn(page, origin);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Fails the measurement when a page tried to reach a host other than the demo server. */
export function assertNoStrayHosts(strayHosts: ReadonlySet<string>, what: string): void {
  if (strayHosts.size > 0) throw new Error(`${what} tried to reach other hosts: ${[...strayHosts].join(', ')}`);
}

/** Signs in as a user does; returns once the service worker controls the dashboard. */
export async function signInWithWorker(context: BrowserContext, origin: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, origin);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error('the service worker did not take control of the dashboard');
  await until('the dashboard to be persisted', () => persistedCacheHas(page, 'dashboard'));
  await page.goto('about:blank');
}
