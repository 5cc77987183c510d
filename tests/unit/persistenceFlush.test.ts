// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keys, type WidgetName } from '@/api/keys';
import { QueryClient } from '@tanstack/react-query';
import { createCachePersistence } from '@/offline/persistence';
import { CACHE_STORAGE_KEY } from '@/offline/cacheKey';
import { adoptKey, dropKey } from '@/session/vault';
import { createDataKey, openText, type Sealed } from '@/lib/vaultCrypto';

import { disk } from './memoryIdb';

vi.mock('idb-keyval', () => import('./memoryIdb'));

const HOUR_MS = 3_600_000;
let dataKey: CryptoKey;
/** What is saved, opened with the user's key (it is sealed on disk). */
const saved = async () => {
  await persistence.written();
  const sealed = disk.get(CACHE_STORAGE_KEY) as Sealed | undefined;
  return sealed ? openText(dataKey, sealed, `${CACHE_STORAGE_KEY}|1:ana`) : '';
};

/**
 * Fake time in steps, letting each save land between them: sealing runs on WebCrypto, in real
 * time, which fake timers do not advance.
 */
async function advance(ms: number) {
  for (let passed = 0; passed <= ms; passed += 100) {
    await persistence.written();
    await vi.advanceTimersByTimeAsync(Math.min(100, ms - passed));
  }
  await persistence.written();
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

let persistence: ReturnType<typeof createCachePersistence>;

describe('saving before the page goes away', () => {
  let queryClient: QueryClient;

  beforeEach(async () => {
    dataKey = await createDataKey();
    adoptKey('1:ana', dataKey);
    vi.useFakeTimers();
    disk.clear();
    queryClient = new QueryClient();
    persistence = createCachePersistence(queryClient, 12 * HOUR_MS);
    persistence.start('1:ana');
  });

  afterEach(async () => {
    await persistence.wipe();
    dropKey();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const answer = (name: WidgetName) => queryClient.fetchQuery({ queryKey: keys.dashboard.widget(name, 1), queryFn: () => ({ name }), meta: { persist: true } });

  it('an answer that arrives within the throttle window is saved at once when the page is hidden', async () => {
    await answer('totals');
    await advance(1500);
    expect(await saved()).toContain('"totals"');
    await answer('pain');
    await advance(0);
    // Saves are throttled to one a second: the second answer is still waiting.
    expect(await saved()).not.toContain('"pain"');

    setVisibility('hidden');
    await advance(0);
    expect(await saved()).toContain('"pain"');
  });

  it('a reload saves what arrived within the throttle window, also where the page still reads visible at pagehide (Firefox)', async () => {
    await answer('totals');
    await advance(1500);
    await answer('fever');
    await advance(0);
    expect(await saved()).not.toContain('"fever"');

    // Firefox fires pagehide on a reload or a typed address with the document still 'visible'.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await advance(0);
    expect(await saved()).toContain('"fever"');
  });

  it('becoming visible writes nothing early; after a wipe, hiding the page writes nothing', async () => {
    await answer('totals');
    await advance(1500);
    await answer('pain');
    setVisibility('visible');
    await advance(0);
    expect(await saved()).not.toContain('"pain"');

    await persistence.wipe();
    setVisibility('hidden');
    await advance(2000);
    expect(disk.has(CACHE_STORAGE_KEY)).toBe(false);
  });
});
