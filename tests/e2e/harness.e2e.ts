/**
 * The harness's shared context (setupE2E's shareContext): the tests of a file follow one another
 * in one context, as people do on one workstation, so whatever one test leaves in the browser's
 * storage must be gone when the next starts; only the service worker and its precache stay.
 * These tests run in order: the second reads what the first left.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_KEY, setupE2E, visible } from './harness';

const e2e = setupE2E();

/** What the page can see of the origin's storage. */
function stored(): Promise<{ local: string[]; session: string[]; cookies: string; databases: string[]; caches: string[]; controlled: boolean }> {
  return e2e.page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map((db) => db.name ?? ''),
    caches: await caches.keys(),
    controlled: navigator.serviceWorker.controller !== null,
  }));
}

describe('the shared context', () => {
  it('a test leaves storage behind it, and the service worker installed', async () => {
    const { page } = e2e;
    await page.goto('/');
    await visible(page.getByRole('button', { name: 'Entrar' }));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.evaluate(async (key) => {
      localStorage.setItem(key, 'left by the last test');
      localStorage.setItem('left', 'by the last test');
      sessionStorage.setItem('left', 'by the last test');
      document.cookie = 'left=by-the-last-test; path=/';
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('left-by-the-last-test');
        open.onupgradeneeded = () => open.result.createObjectStore('things');
        open.onsuccess = () => (open.result.close(), resolve());
        open.onerror = () => reject(open.error ?? new Error('indexedDB'));
      });
    }, SESSION_KEY);
    const left = await stored();
    expect(left.local).toEqual(expect.arrayContaining([SESSION_KEY, 'left']));
    expect(left.databases).toContain('left-by-the-last-test');
    expect(left).toMatchObject({ session: ['left'], cookies: 'left=by-the-last-test' });
    expect(left.caches.some((name) => name.startsWith('workbox-precache'))).toBe(true);
  });

  it('the next test finds none of it, and the precached console served by the worker', async () => {
    const { page } = e2e;
    await page.goto('/');
    await visible(page.getByRole('button', { name: 'Entrar' }));
    const found = await stored();
    expect(found.local).not.toContain('left');
    expect(found.local).not.toContain(SESSION_KEY);
    expect(found.databases).not.toContain('left-by-the-last-test');
    expect(found).toMatchObject({ session: [], cookies: '', controlled: true });
    expect(found.caches.some((name) => name.startsWith('workbox-precache'))).toBe(true);
  });
});
