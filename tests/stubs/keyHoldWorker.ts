/**
 * The service worker's key hold (public/sw-keyhold.js, the file the build ships) run in the test's
 * own realm, behind a `navigator.serviceWorker` as a page sees it: a controller whose messages
 * reach the script's `message` listener with their ports and `waitUntil`, each message a
 * structured clone as the browser delivers it, from this page's client (`source`). The worker's
 * `clients.matchAll` lists this page and `otherWindows` others. The worker's memory is the
 * script's closure: `restart()` loads it afresh, as a browser that ended the worker (or was
 * closed) would.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { waitFor } from '@testing-library/react';
import { claimParkedKey } from '@/session/keyPark';
import { keepAcrossReloads } from '@/session/vault';

// By path: under jsdom, `import.meta.url` is not a file: URL.
const SCRIPT = readFileSync(path.join(__dirname, '../../public/sw-keyhold.js'), 'utf8');

type Listener = (event: { data: unknown; ports: MessagePort[]; waitUntil: (promise: Promise<unknown>) => void; source: { id: string } }) => void;

/** The client id of the page that posts to the worker; the worker's other windows get others. */
const THIS_PAGE = 'this-page';

export interface KeyHoldWorker {
  /** Messages as a page posts them to the worker. */
  postMessage(data: unknown, transfer?: Transferable[]): void;
  /** Promises the worker asked to be kept alive for, unsettled ones included. */
  readonly lifetimes: Promise<unknown>[];
  /** The worker ended and started again: whatever it held is gone. */
  restart(): void;
  /** How many other windows of the console the worker sees open (`clients.matchAll`); 0 at first. */
  otherWindows: number;
}

export function startKeyHoldWorker(): KeyHoldWorker {
  let listeners: Listener[] = [];
  const lifetimes: Promise<unknown>[] = [];
  const windows = () => [THIS_PAGE, ...Array.from({ length: worker.otherWindows }, (_, i) => `other-${i}`)].map((id) => ({ id }));
  function load() {
    listeners = [];
    const scope = {
      addEventListener: (type: string, listener: Listener) => type === 'message' && listeners.push(listener),
      clients: { matchAll: () => Promise.resolve(windows()) },
    };
    // The script is a classic one (importScripts): its globals are given here, the timers read
    // when called so that a test's fake clock drives them.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('self', 'setTimeout', 'clearTimeout', SCRIPT) as (...globals: unknown[]) => void;
    run(
      scope,
      (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
      (timer: ReturnType<typeof setTimeout>) => globalThis.clearTimeout(timer),
    );
  }
  const worker: KeyHoldWorker = {
    lifetimes,
    otherWindows: 0,
    postMessage(data, transfer = []) {
      const ports = transfer.filter((item): item is MessagePort => item instanceof MessagePort);
      const cloned: unknown = structuredClone(data);
      for (const listener of listeners) {
        listener({ data: cloned, ports, waitUntil: (promise) => lifetimes.push(promise), source: { id: THIS_PAGE } });
      }
    },
    restart: load,
  };
  load();
  return worker;
}

/** `navigator.serviceWorker` of a page this worker controls (or, `controlled: false`, only serves). */
function installServiceWorker(worker: KeyHoldWorker, { controlled = true } = {}): () => void {
  const asWorker = worker as unknown as ServiceWorker;
  const container = {
    controller: controlled ? asWorker : null,
    getRegistration: () => Promise.resolve({ active: asWorker, waiting: null, installing: null }),
    ready: Promise.resolve({ active: asWorker, waiting: null, installing: null }),
    // What a page's container has besides: the console listens for the worker's messages (a
    // click on a notification, decision 0029). This worker never posts to the page.
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    startMessages: () => undefined,
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  };
}

/**
 * The page goes away (`pagehide`) and leaves its key of `userKey` with the worker. The key's bytes
 * may still be being exported just after it is held, so the page goes again until the worker has
 * them.
 */
export async function leaveKeyWithWorker(userKey: string): Promise<void> {
  const stop = keepAcrossReloads();
  try {
    await waitFor(async () => {
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      if ((await claimParkedKey(userKey)) === null) throw new Error('the worker has no key yet');
    });
  } finally {
    stop();
  }
}

/**
 * A worker started and installed before each test of the file, removed after it: call once, at
 * the top of the file, before the file's own hooks (so its removal runs after theirs).
 * `pageGoes(between)`: the page goes and the tab's next one starts; the worker is out of reach
 * while `between` runs (the page before took its memory with it, and told the worker nothing).
 */
export function keyHoldWorkerEachTest() {
  let current: KeyHoldWorker | null = null;
  let remove = () => {};
  beforeEach(() => {
    current = startKeyHoldWorker();
    remove = installServiceWorker(current);
  });
  afterEach(() => remove());
  const worker = (): KeyHoldWorker => {
    if (!current) throw new Error('no key-hold worker outside a test');
    return current;
  };
  return {
    worker,
    /** No service worker from now on in this test (a first visit, a private window). */
    remove: () => remove(),
    pageGoes(between: () => void) {
      remove();
      between();
      remove = installServiceWorker(worker());
    },
  };
}
