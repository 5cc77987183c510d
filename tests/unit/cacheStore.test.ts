// @vitest-environment jsdom
/**
 * The sealed cache's IndexedDB store lets go of the database when the page goes into the
 * back-forward cache (docs/decisions/0018-indexeddb-that-never-answers.md). jsdom has no
 * IndexedDB: a stand-in records what the store does with its connection and transactions.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeTransaction {
  mode: IDBTransactionMode;
  aborted: boolean;
  finish(): void;
}

class FakeDatabase {
  closed = false;
  onversionchange: (() => void) | null = null;
  onclose: (() => void) | null = null;
  transactions: FakeTransaction[] = [];
  objectStoreNames = { contains: () => true };
  createObjectStore() {}
  close() {
    this.closed = true;
  }
  transaction(_store: string, mode: IDBTransactionMode) {
    const listeners = new Map<string, (() => void)[]>();
    const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener());
    const transaction = {
      mode,
      aborted: false,
      finish: () => fire('complete'),
      abort() {
        transaction.aborted = true;
        fire('abort');
      },
      addEventListener(type: string, listener: () => void) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      },
      objectStore: () => ({ name: 'keyval' }),
    };
    this.transactions.push(transaction);
    return transaction;
  }
}

let databases: FakeDatabase[];

beforeEach(() => {
  vi.resetModules();
  databases = [];
  vi.stubGlobal('indexedDB', {
    open: () => {
      const request: { result?: FakeDatabase; onsuccess?: () => void; onupgradeneeded?: () => void } = {};
      queueMicrotask(() => {
        request.result = new FakeDatabase();
        databases.push(request.result);
        request.onsuccess?.();
      });
      return request;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const pageHide = (persisted: boolean) => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted }));
const pageShow = (persisted: boolean) => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));

describe('the cache store and the back-forward cache', () => {
  it('one connection for every call while the page lives; a plain unload (no cache) keeps it', async () => {
    const { cacheStore, releaseOnPageCache } = await import('@/offline/cacheStore');
    const stop = releaseOnPageCache();
    await cacheStore('readonly', () => Promise.resolve(undefined));
    await cacheStore('readwrite', () => Promise.resolve(undefined));
    pageHide(false);
    expect(databases).toHaveLength(1);
    expect(databases[0]!.closed).toBe(false);
    expect(databases[0]!.transactions.some((t) => t.aborted)).toBe(false);
    stop();
  });

  it('into the back-forward cache: the transaction under way is aborted, the connection closed, later calls wait; the restored page opens a new one', async () => {
    const { cacheStore, releaseOnPageCache } = await import('@/offline/cacheStore');
    const stop = releaseOnPageCache();
    const finished = await cacheStore('readonly', () => Promise.resolve('lido'));
    expect(finished).toBe('lido');
    databases[0]!.transactions[0]!.finish();
    // A save under way when the page is frozen: it would hold the store for every other page.
    await cacheStore('readwrite', () => Promise.resolve(undefined));
    const saving = databases[0]!.transactions[1]!;
    pageHide(true);
    await Promise.resolve();
    expect(saving.aborted).toBe(true);
    expect(databases[0]!.transactions[0]!.aborted).toBe(false);
    expect(databases[0]!.closed).toBe(true);
    // The save the page makes as it goes (pagehide, visibilitychange) waits: nothing is opened
    // in a page about to be frozen.
    let saved = false;
    const save = cacheStore('readwrite', () => Promise.resolve((saved = true)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(databases).toHaveLength(1);
    expect(saved).toBe(false);
    // Restored from the cache: it goes on, on a new connection.
    pageShow(true);
    await save;
    expect(saved).toBe(true);
    expect(databases).toHaveLength(2);
    expect(databases[1]!.closed).toBe(false);
    stop();
  });

  it('a deletion asked by another page (versionchange) closes the connection; the next call opens a new one', async () => {
    const { cacheStore } = await import('@/offline/cacheStore');
    await cacheStore('readonly', () => Promise.resolve(undefined));
    databases[0]!.onversionchange?.();
    expect(databases[0]!.closed).toBe(true);
    await cacheStore('readonly', () => Promise.resolve(undefined));
    expect(databases).toHaveLength(2);
  });
});
