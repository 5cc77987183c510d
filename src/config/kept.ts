import { readLocal, writeLocal } from '@/lib/localStore';
import { BROWSER_STORAGE } from '@/session/browserStorage';

/**
 * The last config.json that parsed, kept in localStorage. A first visit fetches config.json
 * before the service worker controls the page, so the worker's cache never holds it; this copy
 * lets a reload without network boot on the cached data like any later one. It is deployment
 * data, not user data: it outlives sign-outs.
 */
export const CONFIG_STORAGE_KEY = BROWSER_STORAGE.config.name;

/** The kept file's content, or undefined when there is none (or storage is unusable). */
export function readKeptConfig(): unknown {
  const raw = readLocal(CONFIG_STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Storage full or blocked: the next offline start has no copy, nothing else changes. */
export function keepConfig(raw: unknown): void {
  writeLocal(CONFIG_STORAGE_KEY, JSON.stringify(raw));
}
