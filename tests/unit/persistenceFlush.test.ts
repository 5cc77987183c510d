import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createCachePersistence } from '@/offline/persistence';
import { CACHE_STORAGE_KEY } from '@/offline/cacheKey';

// jsdom has no IndexedDB: idb-keyval is replaced by a map that records what was written.
const stored = new Map<string, string>();
vi.mock('idb-keyval', () => ({
  get: (key: string) => Promise.resolve(stored.get(key)),
  set: (key: string, value: string) => {
    stored.set(key, value);
    return Promise.resolve();
  },
  del: (key: string) => {
    stored.delete(key);
    return Promise.resolve();
  },
}));

const HOUR_MS = 3_600_000;
const saved = () => stored.get(CACHE_STORAGE_KEY) ?? '';

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('saving before the page goes away', () => {
  let queryClient: QueryClient;
  let persistence: ReturnType<typeof createCachePersistence>;

  beforeEach(() => {
    vi.useFakeTimers();
    stored.clear();
    queryClient = new QueryClient();
    persistence = createCachePersistence(queryClient, 12 * HOUR_MS);
    persistence.start('1:ana');
  });

  afterEach(async () => {
    await persistence.wipe();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const answer = (name: string) =>
    queryClient.fetchQuery({ queryKey: ['dashboard', name], queryFn: () => ({ name }), meta: { persist: true } });

  it('an answer that arrives within the throttle window is saved at once when the page is hidden', async () => {
    await answer('totals');
    await vi.advanceTimersByTimeAsync(1500);
    expect(saved()).toContain('"totals"');
    await answer('pain');
    await vi.advanceTimersByTimeAsync(0);
    // Saves are throttled to one a second: the second answer is still waiting.
    expect(saved()).not.toContain('"pain"');

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(saved()).toContain('"pain"');
  });

  it('becoming visible writes nothing early; after a wipe, hiding the page writes nothing', async () => {
    await answer('totals');
    await vi.advanceTimersByTimeAsync(1500);
    await answer('pain');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(saved()).not.toContain('"pain"');

    await persistence.wipe();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(2000);
    expect(stored.has(CACHE_STORAGE_KEY)).toBe(false);
  });
});
