/**
 * The last config.json that parsed, kept in localStorage. A first visit fetches config.json
 * before the service worker controls the page, so the worker's cache never holds it; this copy
 * lets a reload without network boot on the cached data like any later one. It is deployment
 * data, not user data: it outlives sign-outs.
 */
export const CONFIG_STORAGE_KEY = 'painel.config';

/** The kept file's content, or undefined when there is none (or storage is unusable). */
export function readKeptConfig(): unknown {
  try {
    const raw = localStorage.getItem(CONFIG_STORAGE_KEY);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function keepConfig(raw: unknown): void {
  try {
    localStorage.setItem(CONFIG_STORAGE_KEY, JSON.stringify(raw));
  } catch {
    /* storage full or blocked: the next offline start has no copy, nothing else changes */
  }
}
