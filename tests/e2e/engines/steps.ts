/**
 * The steps the journeys take, built once on the driver surface (types.ts): waits on conditions
 * in the page, elements found by their visible text or label, never a fixed sleep.
 */
import type { EngineTab, PageFunction } from './types';

/** The upper bound of a wait: only a stuck page reaches it (as WAIT_MS in harness.ts). */
export const WAIT_MS = 20_000;
const POLL_MS = 100;

/** Waits until `fn` returns a truthy value in the page, and returns it; the error says what and where. */
export function waitFor<A, T>(tab: EngineTab, what: string, fn: PageFunction<A, T>, arg: A, timeout = WAIT_MS): Promise<T> {
  return waitForValue(tab, what, fn, arg, Boolean, timeout);
}

/** Waits until what `fn` returns in the page passes `accept` (checked in Node), and returns it. */
export async function waitForValue<A, T>(
  tab: EngineTab,
  what: string,
  fn: PageFunction<A, T>,
  arg: A,
  accept: (value: T) => boolean,
  timeout = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await tab.evaluate(fn, arg);
      if (accept(value)) return value;
    } catch (error) {
      // A page in the middle of a navigation has no document to ask: ask again.
      last = error;
    }
    if (Date.now() > deadline) {
      const where = await tab.url().catch(() => 'unknown');
      const state = await describePage(tab);
      throw new Error(`waited ${timeout} ms for ${what} (page at ${where}; ${state})${last instanceof Error ? `; last error: ${last.message}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * What the page was doing when a wait ran out, for the failure's message: whether the console
 * rendered, its scripts, and whether the browser's storage and locks still answer (a blank page
 * whose IndexedDB or Web Locks never answer is a different bug from a page that never loaded).
 */
async function describePage(tab: EngineTab): Promise<string> {
  const probe = tab.evaluate(async () => {
    const within = <T>(promise: Promise<T>, ms: number): Promise<string> =>
      Promise.race([
        promise.then(
          () => 'answers',
          (error: unknown) => `fails (${String(error)})`,
        ),
        new Promise<string>((resolve) => setTimeout(() => resolve(`no answer in ${ms} ms`), ms)),
      ]);
    // Opening answers even where transactions stall (a transaction of a suspended page holding
    // the store): a read is asked for too.
    const idb = within(
      new Promise((resolve, reject) => {
        const request = indexedDB.open('keyval-store');
        // No database yet: none is made by asking (the upgrade is undone, and that answer counts).
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => (request.error?.name === 'AbortError' ? resolve(undefined) : reject(new Error(String(request.error))));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('keyval')) return (db.close(), resolve(undefined));
          const count = db.transaction('keyval', 'readonly').objectStore('keyval').count();
          count.onsuccess = () => (db.close(), resolve(undefined));
          count.onerror = () => (db.close(), reject(new Error(String(count.error))));
        };
      }),
      3000,
    );
    // A database of its own, which no page of the console holds: a transaction stalled there too
    // is the engine's (every transaction of this page's process), not one page's lock on a store.
    const other = within(
      new Promise((resolve, reject) => {
        const request = indexedDB.open('journey-probe');
        request.onerror = () => reject(new Error(String(request.error)));
        request.onupgradeneeded = () => request.result.createObjectStore('probe');
        request.onsuccess = () => {
          const db = request.result;
          const count = db.transaction('probe', 'readonly').objectStore('probe').count();
          count.onsuccess = () => (db.close(), resolve(undefined));
          count.onerror = () => (db.close(), reject(new Error(String(count.error))));
        };
      }),
      3000,
    );
    const locks = 'locks' in navigator ? within(navigator.locks.query(), 3000) : Promise.resolve('absent');
    const root = document.getElementById('root');
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.replace(/^.*\//, ''))
      .join(' ');
    return `readyState ${document.readyState}, start-up step ${document.documentElement.dataset.boot ?? 'none'}, #root ${root ? `${root.childElementCount} children` : 'missing'}, ${document.body?.innerText.trim().length ?? 0} characters of text, loaded: ${loaded || 'nothing'}, worker ${navigator.serviceWorker?.controller ? 'controls the page' : 'not in control'}, IndexedDB (open and read) ${await idb}, another database ${await other}, Web Locks ${await locks}`;
  }, null);
  const bounded = new Promise<string>((resolve) => setTimeout(() => resolve('the page did not answer in 10 s'), 10_000));
  return Promise.race([probe.catch((error: unknown) => `the page could not be asked (${String(error)})`), bounded]);
}

/** The page's pathname is `path`. */
export function waitForPath(tab: EngineTab, path: string): Promise<boolean> {
  return waitFor(tab, `the address ${path}`, (wanted) => location.pathname === wanted, path);
}

/** Some visible element's text (its white space folded) matches: a string exactly, or a RegExp. */
export function waitForText(tab: EngineTab, text: string | RegExp): Promise<boolean> {
  const pattern = typeof text === 'string' ? { exact: text } : { source: text.source };
  return waitFor(
    tab,
    `the text ${String(text)}`,
    (wanted) => {
      const matches = (value: string) => ('exact' in wanted ? value === wanted.exact : new RegExp(wanted.source!).test(value));
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node as HTMLElement;
        if (element.offsetParent === null && getComputedStyle(element).position !== 'fixed') continue;
        if (matches((element.innerText ?? '').replace(/\s+/g, ' ').trim())) return true;
      }
      return false;
    },
    pattern as { exact?: string; source?: string },
  );
}

/** No visible element's own text matches any more. */
export function waitForNoText(tab: EngineTab, text: RegExp): Promise<boolean> {
  return waitFor(
    tab,
    `no text ${String(text)}`,
    (source) => {
      const pattern = new RegExp(source);
      return ![...document.querySelectorAll<HTMLElement>('body *')].some(
        (element) => element.offsetParent !== null && element.children.length === 0 && pattern.test((element.innerText ?? '').trim()),
      );
    },
    text.source,
  );
}

const TARGET = 'data-journey-target';

/**
 * Marks the first element that `selector` finds whose text or accessible label is `text`, waiting
 * for it, so that the driver can act on it by a CSS selector of its own.
 */
async function mark(tab: EngineTab, selector: string, text: string): Promise<string> {
  await waitFor(
    tab,
    `${selector} '${text}'`,
    ({ selector, text, attribute }) => {
      for (const marked of document.querySelectorAll(`[${attribute}]`)) marked.removeAttribute(attribute);
      const named = (element: Element) => {
        const label = element.getAttribute('aria-label') ?? '';
        const labelledBy = element.getAttribute('aria-labelledby');
        const byId = labelledBy ? (document.getElementById(labelledBy)?.textContent ?? '') : '';
        return [(element as HTMLElement).innerText ?? '', label, byId].map((value) => value.trim());
      };
      const found = [...document.querySelectorAll(selector)].find((element) => (element as HTMLElement).offsetParent !== null && named(element).includes(text));
      found?.setAttribute(attribute, '');
      return Boolean(found);
    },
    { selector, text, attribute: TARGET },
  );
  return `[${TARGET}]`;
}

/** Clicks the element `selector` finds with this text or label (a button, a link, a tab). */
export async function clickText(tab: EngineTab, selector: string, text: string): Promise<void> {
  await tab.click(await mark(tab, selector, text));
}

/** Types into the text field whose label reads `label` (a required field's asterisk aside). */
export async function fill(tab: EngineTab, label: string, value: string): Promise<void> {
  await waitFor(
    tab,
    `the field '${label}'`,
    ({ label, attribute }) => {
      for (const marked of document.querySelectorAll(`[${attribute}]`)) marked.removeAttribute(attribute);
      const element = [...document.querySelectorAll('label')].find((candidate) => (candidate.textContent ?? '').replace('*', '').trim() === label);
      const input = element?.htmlFor ? document.getElementById(element.htmlFor) : null;
      input?.setAttribute(attribute, '');
      return Boolean(input);
    },
    { label, attribute: TARGET },
  );
  await tab.type(`[${TARGET}]`, value);
}
