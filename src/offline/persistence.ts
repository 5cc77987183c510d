import type { Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { isNoStoreQuery } from '@/api/noStore';

import { CACHE_STORAGE_KEY } from './cacheKey';
import { idbSafely } from './idbSafe';
const THROTTLE_MS = 1000;

/**
 * What is kept for offline reading: only queries marked `meta.persist` (dashboard widgets, alert
 * lists, addresses) that hold data. A query whose last fetch failed keeps its last good data and
 * stays persisted (the default would drop it, and a second offline reload would find nothing);
 * answers marked no-store are never kept.
 */
export function shouldPersistQuery(query: Pick<Query, 'meta' | 'state'>): boolean {
  const data: unknown = query.state.data;
  return query.meta?.persist === true && data !== undefined && !isNoStoreQuery(query);
}

/** The cache belongs to one user of one app version: anything else is discarded on restore. */
export function busterFor(userKey: string): string {
  return `${__APP_VERSION__}|${userKey}`;
}

/** Queries whose data is older than the cut-off are dropped before they reach the screen. */
export function dropOlderThan(persister: Persister, maxAgeMs: number): Persister {
  return {
    persistClient: (client) => persister.persistClient(client),
    removeClient: () => persister.removeClient(),
    restoreClient: async () => {
      const client = await persister.restoreClient();
      if (!client) return client;
      const cutoff = Date.now() - maxAgeMs;
      const queries = client.clientState.queries.filter((q) => q.state.dataUpdatedAt >= cutoff);
      return { ...client, clientState: { ...client.clientState, queries } };
    },
  };
}

export interface CachePersistence {
  /** Puts the user's persisted queries back in the cache: called before the router runs loaders. */
  restore(userKey: string): Promise<void>;
  /** Persists the user's queries as they change. */
  start(userKey: string): void;
  /** Stops persisting and deletes everything persisted (logout, expiry, another user). */
  wipe(): Promise<void>;
}

export function createCachePersistence(queryClient: QueryClient, maxAgeMs: number): CachePersistence {
  // Each wipe starts a new generation; a save throttled in an older one is dropped, so nothing
  // of a user who has left can land on disk after the wipe.
  let generation = 0;
  const persisterOf = (owner: number, throttleTime = THROTTLE_MS) =>
    dropOlderThan(
      createAsyncStoragePersister({
        // An unusable IndexedDB reads as empty and drops writes (see idbSafely): the console
        // keeps working online, without its offline copy.
        storage: {
          getItem: (key: string) => idbSafely(() => get<string>(key), undefined),
          setItem: (key: string, value: string) =>
            owner === generation ? idbSafely(() => set(key, value), undefined) : Promise.resolve(),
          removeItem: (key: string) => idbSafely(() => del(key), undefined),
        },
        key: CACHE_STORAGE_KEY,
        throttleTime,
      }),
      maxAgeMs,
    );
  let stop: (() => void) | null = null;

  return {
    async restore(userKey) {
      try {
        await persistQueryClientRestore({
          queryClient,
          persister: persisterOf(generation),
          maxAge: maxAgeMs,
          buster: busterFor(userKey),
        });
      } catch {
        // An unreadable cache has been removed by the restore itself: start without it.
      }
    },
    start(userKey) {
      stop?.();
      const options = { queryClient, buster: busterFor(userKey), dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } };
      const unsubscribe = persistQueryClientSubscribe({ ...options, persister: persisterOf(generation) });
      // Saves are throttled to one a second. When the page is hidden (the tablet switching apps,
      // the window minimised), where it may be frozen or discarded before the next save runs,
      // what arrived since the last save is written at once. A reload within that second can
      // still lose it: a write started while the page unloads is not guaranteed to land.
      const unthrottled = persisterOf(generation, 0);
      const flush = () => {
        if (document.visibilityState === 'hidden') void persistQueryClientSave({ ...options, persister: unthrottled });
      };
      document.addEventListener('visibilitychange', flush);
      window.addEventListener('pagehide', flush);
      stop = () => {
        unsubscribe();
        document.removeEventListener('visibilitychange', flush);
        window.removeEventListener('pagehide', flush);
      };
    },
    async wipe() {
      stop?.();
      stop = null;
      generation += 1;
      await idbSafely(() => del(CACHE_STORAGE_KEY), undefined);
    },
  };
}
