/**
 * jsdom has no IndexedDB: tests replace idb-keyval with this map, which holds what would be on
 * disk. In a test file: `vi.mock('idb-keyval', () => import('./memoryIdb'))`, then read `disk`.
 */
export const disk = new Map<string, unknown>();

export function get<T>(key: string): Promise<T | undefined> {
  return Promise.resolve(disk.get(key) as T | undefined);
}

export function set(key: string, value: unknown): Promise<void> {
  disk.set(key, value);
  return Promise.resolve();
}

export function del(key: string): Promise<void> {
  disk.delete(key);
  return Promise.resolve();
}
