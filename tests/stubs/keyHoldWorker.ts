/**
 * The service worker's key hold (public/sw-keyhold.js, the file the build ships) run in the test's
 * own realm, behind a `navigator.serviceWorker` as a page sees it: a controller whose messages
 * reach the script's `message` listener with their ports and `waitUntil`, each message a
 * structured clone as the browser delivers it. The worker's memory is the script's closure:
 * `restart()` loads it afresh, as a browser that ended the worker (or was closed) would.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// By path: under jsdom, `import.meta.url` is not a file: URL.
const SCRIPT = readFileSync(path.join(__dirname, '../../public/sw-keyhold.js'), 'utf8');

type Listener = (event: { data: unknown; ports: MessagePort[]; waitUntil: (promise: Promise<unknown>) => void }) => void;

export interface KeyHoldWorker {
  /** Messages as a page posts them to the worker. */
  postMessage(data: unknown, transfer?: Transferable[]): void;
  /** Promises the worker asked to be kept alive for, unsettled ones included. */
  readonly lifetimes: Promise<unknown>[];
  /** The worker ended and started again: whatever it held is gone. */
  restart(): void;
}

export function startKeyHoldWorker(): KeyHoldWorker {
  let listeners: Listener[] = [];
  const lifetimes: Promise<unknown>[] = [];
  function load() {
    listeners = [];
    const scope = { addEventListener: (type: string, listener: Listener) => type === 'message' && listeners.push(listener) };
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
  load();
  return {
    lifetimes,
    postMessage(data, transfer = []) {
      const ports = transfer.filter((item): item is MessagePort => item instanceof MessagePort);
      const cloned: unknown = structuredClone(data);
      for (const listener of listeners) listener({ data: cloned, ports, waitUntil: (promise) => lifetimes.push(promise) });
    },
    restart: load,
  };
}

/** `navigator.serviceWorker` of a page this worker controls (or, `controlled: false`, only serves). */
export function installServiceWorker(worker: KeyHoldWorker, { controlled = true } = {}): () => void {
  const asWorker = worker as unknown as ServiceWorker;
  const container = {
    controller: controlled ? asWorker : null,
    getRegistration: () => Promise.resolve({ active: asWorker, waiting: null, installing: null }),
    ready: Promise.resolve({ active: asWorker, waiting: null, installing: null }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  };
}
