import { errorName } from '@/lib/errorKind';

let warned = false;

/**
 * Runs an idb-keyval call so that an unusable IndexedDB never stops the console: idb-keyval
 * opens the database inside the call, and `indexedDB.open` can throw synchronously (storage
 * disabled by policy, some private modes) or fail later (quota, a damaged profile). The
 * console then works online without its offline copy: the call resolves to `fallback`, and one
 * warning per page names the error's kind, never a value.
 */
export async function idbSafely<T>(call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn(`IndexedDB indisponível (${errorName(error)}): o Painel funciona sem os dados guardados para uso offline.`);
    }
    return fallback;
  }
}

/** For tests: the next failure warns again. */
export function resetIdbWarning(): void {
  warned = false;
}
