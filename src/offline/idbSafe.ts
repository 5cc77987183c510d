import { errorName } from '@/lib/errorKind';

/**
 * How long an IndexedDB call may go unanswered before the console goes on without it. A working
 * database answers in milliseconds, on a loaded machine in well under a second; one that never
 * answers is a browser bug (WebKit: a transaction of a suspended process holds the store for
 * every other page of the site; docs/decisions/0018-indexeddb-that-never-answers.md).
 */
export const IDB_ANSWER_MS = 10_000;

let warned = false;

function warnOnce(text: string): void {
  if (warned) return;
  warned = true;
  console.warn(text);
}

const STALLED = Symbol('IndexedDB stalled');

/**
 * Runs an idb-keyval call so that an unusable IndexedDB never stops the console: idb-keyval
 * opens the database inside the call, and `indexedDB.open` can throw synchronously (storage
 * disabled by policy, some private modes), fail later (quota, a damaged profile) or never answer.
 * The console then works online without its offline copy: the call resolves to `fallback`, and
 * one warning per page names the error's kind, never a value.
 */
export async function idbSafely<T>(call: () => Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<typeof STALLED>((resolve) => (timer = setTimeout(() => resolve(STALLED), IDB_ANSWER_MS)));
  try {
    const result = await Promise.race([call(), stalled]);
    if (result !== STALLED) return result;
    warnOnce(`IndexedDB não respondeu em ${IDB_ANSWER_MS / 1000} s: o Painel funciona sem os dados guardados para uso offline.`);
    return fallback;
  } catch (error) {
    warnOnce(`IndexedDB indisponível (${errorName(error)}): o Painel funciona sem os dados guardados para uso offline.`);
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/** For tests: the next failure warns again. */
export function resetIdbWarning(): void {
  warned = false;
}
