import type { Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe, type Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { isMemoryOnlyQuery } from '@/api/memoryOnly';
import { vaultKey } from '@/session/vault';
import { isSealed, openText, sealText } from '@/lib/vaultCrypto';

import { CACHE_STORAGE_KEY } from './cacheKey';
import { idbSafely } from './idbSafe';
import { cacheStore } from './cacheStore';
import { forgetOfflineCopy, noteCopyFound, noteNoOfflineCopy, noteOfflineCopy } from './offlineCopy';

/** What a read of an unusable IndexedDB gives, told apart from an entry that is not there. */
const UNUSABLE = Symbol('IndexedDB unusable');
const THROTTLE_MS = 1000;

/**
 * What is kept for offline reading: only queries marked `meta.persist` (dashboard widgets, alert
 * lists, addresses) that hold data. A query whose last fetch failed keeps its last good data and
 * stays persisted (the default would drop it, and a second offline reload would find nothing);
 * answers the server marked `Cache-Control: painel-no-offline` are never kept (a plain
 * `no-store` is for HTTP caches and does not opt out: decision 0015).
 */
export function shouldPersistQuery(query: Pick<Query, 'meta' | 'state'>): boolean {
  const data: unknown = query.state.data;
  return query.meta?.persist === true && data !== undefined && !isMemoryOnlyQuery(query);
}

/** The cache belongs to one user of one app version: anything else is discarded on restore. */
export function busterFor(userKey: string): string {
  return `${__APP_VERSION__}|${userKey}`;
}

/**
 * Queries whose data is older than the cut-off are dropped before they reach the screen. What the
 * console wrote for itself (what was seen, the classes seen per patient) is no copy of the
 * server's data to be shown stale: it stays, sealed like the rest, until the session ends.
 */
export function dropOlderThan(persister: Persister, maxAgeMs: number): Persister {
  return {
    persistClient: (client) => persister.persistClient(client),
    removeClient: () => persister.removeClient(),
    restoreClient: async () => {
      const client = await persister.restoreClient();
      if (!client) return client;
      const cutoff = Date.now() - maxAgeMs;
      const queries = client.clientState.queries.filter((q) => q.meta?.deviceOnly === true || q.state.dataUpdatedAt >= cutoff);
      return { ...client, clientState: { ...client.clientState, queries } };
    },
  };
}

export interface CachePersistence {
  /** Puts the user's persisted queries back in the cache: called before the router runs loaders. */
  restore(userKey: string): Promise<void>;
  /** Persists the user's queries as they change. */
  start(userKey: string): void;
  /** Stops persisting, keeping what is persisted (the lock: nothing is written until `start`). */
  pause(): void;
  /** Stops persisting and deletes everything persisted (logout, expiry, another user). */
  wipe(): Promise<void>;
  /** Resolves once every save started so far has landed (or been dropped). */
  written(): Promise<void>;
}

/**
 * The cache as IndexedDB holds it: sealed with AES-GCM under the user's data key, bound to the
 * user (docs/decisions/0011-encrypted-cache-and-lock.md). Without the key (locked, or not yet
 * unlocked) nothing is written and nothing is read. An entry that does not open (tampered, another
 * user's, left in clear text by an older version) is deleted: the console starts without it.
 */
function sealedStorage(
  userKey: string,
  canWrite: () => boolean,
  queue: <T>(task: () => Promise<T>) => Promise<T>,
  /** Whether what is being saved holds the server's data to read offline (an empty save is no copy). */
  holdsData: () => boolean = () => true,
) {
  const context = `${CACHE_STORAGE_KEY}|${userKey}`;
  // The console's own deletion (too old, another version's, tampered with): nothing for the
  // browser to have deleted afterwards.
  const remove = (key: string) => {
    forgetOfflineCopy();
    return idbSafely(() => del(key, cacheStore), undefined);
  };
  return {
    getItem: async (key: string): Promise<string | undefined> => {
      const stored = await idbSafely(() => get<unknown>(key, cacheStore), UNUSABLE);
      if (stored === UNUSABLE) return undefined;
      if (stored === undefined) {
        // IndexedDB works and holds nothing: the browser may have deleted the copy.
        noteNoOfflineCopy(userKey);
        return undefined;
      }
      const dataKey = vaultKey(userKey);
      if (!dataKey) return undefined;
      if (!isSealed(stored)) {
        await remove(key);
        return undefined;
      }
      try {
        const opened = await openText(dataKey, stored, context);
        noteCopyFound();
        return opened;
      } catch {
        await remove(key);
        return undefined;
      }
    },
    // One write at a time, in order: sealing takes a moment, and an older state finishing last
    // must not overwrite a newer one.
    setItem: (key: string, value: string): Promise<void> =>
      queue(async () => {
        const dataKey = vaultKey(userKey);
        if (!dataKey || !canWrite()) return;
        const sealed = await sealText(dataKey, value, context);
        // Checked again: a wipe or a lock may have come while it was being sealed.
        if (!canWrite() || vaultKey(userKey) !== dataKey) return;
        if ((await idbSafely(() => set(key, sealed, cacheStore).then(() => true), false)) && holdsData()) noteOfflineCopy(userKey);
      }),
    removeItem: remove,
  };
}

export function createCachePersistence(queryClient: QueryClient, maxAgeMs: number): CachePersistence {
  // Each wipe starts a new generation; a save throttled in an older one is dropped, so nothing
  // of a user who has left can land on disk after the wipe.
  let generation = 0;
  let writes: Promise<unknown> = Promise.resolve();
  const queue = <T>(task: () => Promise<T>): Promise<T> => {
    const next = writes.then(task, task);
    writes = next.catch(() => undefined);
    return next;
  };
  const persisterOf = (owner: number, userKey: string, throttleTime = THROTTLE_MS) =>
    dropOlderThan(
      createAsyncStoragePersister({
        // An unusable IndexedDB reads as empty and drops writes (see idbSafely): the console
        // keeps working online, without its offline copy.
        storage: sealedStorage(userKey, () => owner === generation, queue, holdsData),
        key: CACHE_STORAGE_KEY,
        throttleTime,
      }),
      maxAgeMs,
    );
  let stop: (() => void) | null = null;
  // A copy to read offline holds the server's data. What the device writes for itself (which
  // alerts were seen) is saved at every start, online or not, and before the console knows it is
  // offline (navigator.onLine says true with the API down): it brings back nothing the browser
  // deleted (seen in WebKit, where that save hid the copy-gone banner).
  const holdsData = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => shouldPersistQuery(query) && query.meta?.deviceOnly !== true);

  return {
    async restore(userKey) {
      try {
        await persistQueryClientRestore({
          queryClient,
          persister: persisterOf(generation, userKey),
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
      const unsubscribe = persistQueryClientSubscribe({ ...options, persister: persisterOf(generation, userKey) });
      // Saves are throttled to one a second. When the page is hidden (the tablet switching apps,
      // the window minimised), where it may be frozen or discarded before the next save runs,
      // and when it goes away (a reload, a typed address, Back), what arrived since the last
      // save is written at once. Firefox fires `pagehide` on a reload with the document still
      // 'visible', so `pagehide` saves whatever the visibility says (the cross-engine journeys
      // found it: a reload within a second of the alerts showed none of them offline). A write
      // started while the page unloads is still not guaranteed to land.
      const unthrottled = persisterOf(generation, userKey, 0);
      const save = () => void persistQueryClientSave({ ...options, persister: unthrottled });
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') save();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', save);
      stop = () => {
        unsubscribe();
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', save);
      };
    },
    pause() {
      stop?.();
      stop = null;
    },
    async wipe() {
      stop?.();
      stop = null;
      generation += 1;
      forgetOfflineCopy();
      await idbSafely(() => del(CACHE_STORAGE_KEY, cacheStore), undefined);
    },
    written: () => writes.then(() => undefined),
  };
}
