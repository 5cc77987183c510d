import { afterEach, vi } from 'vitest';
import { WAIT_MS } from './waits';

// Test files run in worker threads of one process, where a BroadcastChannel reaches every
// worker: one file's "other tab" (session/vault.ts hands the cache key over one) must not answer
// another file's. Each worker gets channels of its own.
{
  const Shared = globalThis.BroadcastChannel;
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? String(process.pid);
  globalThis.BroadcastChannel = class extends Shared {
    constructor(name: string) {
      super(`${name}#worker-${worker}`);
    }
  };
}

// What only a DOM needs is loaded only in jsdom files: the node projects skip its import cost.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/react');
  // A wait on a condition, not a measure of speed: generous, so a loaded machine never fails it.
  configure({ asyncUtilTimeout: WAIT_MS });

  // jsdom lacks these browser APIs that Mantine uses (Mantine's vitest guide).
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => original(elt);
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.scrollTo = vi.fn();
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserver;
  // jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }

  afterEach(() => {
    localStorage.clear();
  });
}
