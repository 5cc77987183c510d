import { describe, expect, it } from 'vitest';
import { clearRuntimeCaches } from '@/offline/runtimeCaches';

function fakeStorage(names: string[]): CacheStorage & { names: string[] } {
  const storage = {
    names: [...names],
    keys: () => Promise.resolve([...storage.names]),
    delete: (name: string) => {
      storage.names = storage.names.filter((n) => n !== name);
      return Promise.resolve(true);
    },
  };
  return storage as unknown as CacheStorage & { names: string[] };
}

describe('runtime caches at the end of a session', () => {
  it('deletes every cache but the precache of the app', async () => {
    const storage = fakeStorage(['workbox-precache-v2-http://x/', 'painel-config', 'outra']);
    await clearRuntimeCaches(storage);
    expect(storage.names).toEqual(['workbox-precache-v2-http://x/']);
  });

  it('does nothing where Cache Storage is missing or throws', async () => {
    await expect(clearRuntimeCaches(undefined)).resolves.toBeUndefined();
    const broken = { keys: () => Promise.reject(new Error('bloqueado')) } as unknown as CacheStorage;
    await expect(clearRuntimeCaches(broken)).resolves.toBeUndefined();
  });
});
