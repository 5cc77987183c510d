// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createCachePersistence } from '@/offline/persistence';
import { CACHE_STORAGE_KEY } from '@/offline/cacheKey';
import { adoptKey, dropKey } from '@/session/vault';
import { createDataKey, isSealed, type Sealed } from '@/lib/vaultCrypto';

import { disk } from './memoryIdb';

vi.mock('idb-keyval', () => import('./memoryIdb'));

const HOUR_MS = 3_600_000;
const PATIENT = 'Maria Aparecida Teixeira';
const ANA = '1:ana';

async function savedClient(userKey = ANA) {
  const client = new QueryClient();
  const persistence = createCachePersistence(client, 12 * HOUR_MS);
  persistence.start(userKey);
  await client.fetchQuery({
    queryKey: ['alerts', 'symptoms'],
    queryFn: () => ({ Data: [{ Name: PATIENT, Pain: 8 }] }),
    meta: { persist: true },
  });
  // Saves are throttled to one a second: the first one may predate the answer.
  await vi.waitFor(async () => expect(await restored(userKey)).toBeDefined(), { timeout: 3000 });
  await persistence.written();
  return { client, persistence };
}

async function restored(userKey = ANA) {
  const client = new QueryClient();
  const persistence = createCachePersistence(client, 12 * HOUR_MS);
  await persistence.restore(userKey);
  return client.getQueryData(['alerts', 'symptoms']);
}

describe('the persisted cache at rest', () => {
  beforeEach(async () => {
    disk.clear();
    adoptKey(ANA, await createDataKey());
  });
  afterEach(() => dropKey());

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

  it('a cache left in clear text by an older version is deleted, never shown', async () => {
    disk.set(CACHE_STORAGE_KEY, JSON.stringify({ buster: 'x', timestamp: Date.now(), clientState: { queries: [], mutations: [] } }));
    expect(await restored()).toBeUndefined();
    expect(disk.has(CACHE_STORAGE_KEY)).toBe(false);
  });

  it('without the key (locked) nothing is written, and a restore reads nothing', async () => {
    const { client } = await savedClient();
    const before = disk.get(CACHE_STORAGE_KEY);
    dropKey();
    await client.fetchQuery({ queryKey: ['alerts', 'messages'], queryFn: () => ({ Data: [{ Name: 'Outra' }] }), meta: { persist: true } });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(disk.get(CACHE_STORAGE_KEY)).toBe(before);
    expect(await restored()).toBeUndefined();
    // Still there for the unlock: a restore without the key deletes nothing.
    expect(disk.get(CACHE_STORAGE_KEY)).toBe(before);
  });
});
