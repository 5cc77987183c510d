// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keys } from '@/api/keys';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { persistQueryClientRestore, type PersistedClient } from '@tanstack/react-query-persist-client';
import { busterFor, createCachePersistence, shouldPersistQuery } from '@/offline/persistence';
import { CACHE_STORAGE_KEY } from '@/offline/cacheKey';
import { forgetOfflineCopy, isOfflineCopyGone } from '@/offline/offlineCopy';
import { adoptKey, dropKey } from '@/session/vault';
import { createDataKey, isSealed, openText, type Sealed } from '@/lib/vaultCrypto';

import { disk } from './memoryIdb';
import { slow } from '../waits';

vi.mock('idb-keyval', () => import('./memoryIdb'));

const HOUR_MS = 3_600_000;
/** The persister's throttle: one save a second. */
const THROTTLE_MS = 1000;
const PATIENT = 'Maria Aparecida Teixeira';
const ANA = '1:ana';

async function savedClient(userKey = ANA) {
  const client = new QueryClient();
  const persistence = createCachePersistence(client, 12 * HOUR_MS);
  persistence.start(userKey);
  await client.fetchQuery({
    queryKey: keys.alerts.symptoms(1),
    queryFn: () => ({ Data: [{ Name: PATIENT, Pain: 8 }] }),
    meta: { persist: true },
  });
  // Saves are throttled to one a second: the first one may predate the answer. A wait on the
  // condition, bounded generously for a loaded machine.
  await vi.waitFor(async () => expect(await restored(userKey)).toBeDefined(), slow);
  await persistence.written();
  return { client, persistence };
}

async function restored(userKey = ANA) {
  const client = new QueryClient();
  const persistence = createCachePersistence(client, 12 * HOUR_MS);
  await persistence.restore(userKey);
  return client.getQueryData(keys.alerts.symptoms(1));
}

describe('a copy the browser deleted (decision 0017)', () => {
  beforeEach(async () => {
    disk.clear();
    forgetOfflineCopy();
    adoptKey(ANA, await createDataKey());
  });
  afterEach(() => dropKey());

  it('is told apart from one never saved, and from one the console removed itself', async () => {
    // Never saved: nothing is gone.
    expect(await restored()).toBeUndefined();
    expect(isOfflineCopyGone()).toBe(false);
    // Saved, then deleted behind the console's back: gone, until a copy is found again.
    await savedClient();
    disk.clear();
    expect(await restored()).toBeUndefined();
    expect(isOfflineCopyGone()).toBe(true);
    await savedClient();
    expect(isOfflineCopyGone()).toBe(false);
    // Removed by the console (here: too old for the restore's limit), then missing: not gone.
    const client = new QueryClient();
    await createCachePersistence(client, 12 * HOUR_MS).restore('1:outro');
    expect(disk.has(CACHE_STORAGE_KEY)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 13 * HOUR_MS });
    expect(await restored()).toBeUndefined();
    vi.useRealTimers();
    expect(isOfflineCopyGone()).toBe(false);
    expect(await restored()).toBeUndefined();
    expect(isOfflineCopyGone()).toBe(false);
  });

  it("another user's session does not call this user's copy gone", async () => {
    await savedClient();
    disk.clear();
    adoptKey('1:bruno', await createDataKey());
    const client = new QueryClient();
    await createCachePersistence(client, 12 * HOUR_MS).restore('1:bruno');
    expect(isOfflineCopyGone()).toBe(false);
  });
});

describe('the persisted cache at rest', () => {
  let dataKey: CryptoKey;
  beforeEach(async () => {
    disk.clear();
    dataKey = await createDataKey();
    adoptKey(ANA, dataKey);
  });
  afterEach(() => {
    vi.useRealTimers();
    dropKey();
  });

  it('holds no patient field in clear text, and comes back whole with the key', async () => {
    await savedClient();
    const stored = disk.get(CACHE_STORAGE_KEY);
    expect(isSealed(stored)).toBe(true);
    const bytes = new TextDecoder().decode((stored as Sealed).data);
    expect(bytes).not.toContain('Maria');
    expect(JSON.stringify(stored)).not.toContain('Maria');
    expect(await restored()).toEqual({ Data: [{ Name: PATIENT, Pain: 8 }] });
  });

  it('a tampered cache fails GCM: it is deleted and the console starts without it, no crash', async () => {
    await savedClient();
    const stored = disk.get(CACHE_STORAGE_KEY) as Sealed;
    const data = new Uint8Array(stored.data.slice(0));
    data[10] = (data[10] ?? 0) ^ 0xff;
    disk.set(CACHE_STORAGE_KEY, { ...stored, data: data.buffer });
    expect(await restored()).toBeUndefined();
    expect(disk.has(CACHE_STORAGE_KEY)).toBe(false);
  });

  it('another user cannot open it, even with a key of their own: deleted', async () => {
    await savedClient();
    adoptKey('1:bruno', await createDataKey());
    expect(await restored('1:bruno')).toBeUndefined();
    expect(disk.has(CACHE_STORAGE_KEY)).toBe(false);
  });

  it("the user's key is the sealing's additional data: the same data key under another user's name opens nothing", async () => {
    await savedClient();
    const stored = disk.get(CACHE_STORAGE_KEY) as Sealed;
    // The bytes open only with ANA's context. (The buster inside would also refuse another user,
    // but only once decrypted: this checks the binding itself.)
    await expect(openText(dataKey, stored, `${CACHE_STORAGE_KEY}|${ANA}`)).resolves.toContain(PATIENT);
    await expect(openText(dataKey, stored, `${CACHE_STORAGE_KEY}|1:bruno`)).rejects.toThrow();
    adoptKey('1:bruno', dataKey);
    expect(await restored('1:bruno')).toBeUndefined();
    expect(disk.has(CACHE_STORAGE_KEY)).toBe(false);
  });

  it('a cache left in clear text by an older version is deleted, never shown', async () => {
    // What TanStack's persister wrote before the cache was sealed: this user's buster, a recent
    // timestamp and one persisted query with data, serialized as a string. Only its being clear
    // text may keep it out.
    const before = new QueryClient();
    await before.fetchQuery({ queryKey: keys.alerts.symptoms(1), queryFn: () => ({ Data: [{ Name: PATIENT, Pain: 8 }] }), meta: { persist: true } });
    const clearText = JSON.stringify({
      buster: busterFor(ANA),
      timestamp: Date.now(),
      clientState: dehydrate(before, { shouldDehydrateQuery: shouldPersistQuery }),
    } satisfies PersistedClient);
    // The fixture is one TanStack restores: read by a persister that takes clear text, it comes back.
    const check = new QueryClient();
    const plain = {
      persistClient: () => Promise.resolve(),
      removeClient: () => Promise.resolve(),
      restoreClient: () => Promise.resolve(JSON.parse(clearText) as PersistedClient),
    };
    await persistQueryClientRestore({ queryClient: check, persister: plain, maxAge: 12 * HOUR_MS, buster: busterFor(ANA) });
    expect(check.getQueryData(keys.alerts.symptoms(1))).toEqual({ Data: [{ Name: PATIENT, Pain: 8 }] });

    disk.set(CACHE_STORAGE_KEY, clearText);
    expect(await restored()).toBeUndefined();
    expect(disk.has(CACHE_STORAGE_KEY)).toBe(false);
  });

  it('without the key (locked) nothing is written, and a restore reads nothing', async () => {
    const { client, persistence } = await savedClient();
    const before = disk.get(CACHE_STORAGE_KEY);
    dropKey();
    // The clock is ours from here: the throttled save comes due when it is moved, not after a sleep.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await client.fetchQuery({ queryKey: keys.alerts.messages(1), queryFn: () => ({ Data: [{ Name: 'Outra' }] }), meta: { persist: true } });
    await vi.advanceTimersByTimeAsync(THROTTLE_MS);
    await persistence.written();
    expect(disk.get(CACHE_STORAGE_KEY)).toBe(before);
    expect(await restored()).toBeUndefined();
    // Still there for the unlock: a restore without the key deletes nothing.
    expect(disk.get(CACHE_STORAGE_KEY)).toBe(before);
  });
});
