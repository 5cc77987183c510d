/** Waits on the page's own state, shared by the bench's browser measurements. */
import type { Page } from 'playwright-core';

/** True once the persisted query cache in IndexedDB holds a query whose key starts with `area`. */
export function persistedCacheHas(page: Page, area: string): Promise<boolean> {
  return page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(false);
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const get = open.result.transaction('keyval', 'readonly').objectStore('keyval').get('painel.query-cache');
          get.onsuccess = () => resolve(typeof get.result === 'string' && get.result.includes(`"${key}"`));
          get.onerror = () => resolve(false);
        };
      }),
    area,
  );
}

export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
