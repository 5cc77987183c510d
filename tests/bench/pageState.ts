/** Steps and waits on the page shared by the bench's browser measurements. */
import type { Page } from 'playwright-core';
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
