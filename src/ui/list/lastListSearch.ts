import { keepMapSealedWhileLocked } from '@/session/lockedMemory';

/**
 * Where each list was last left (page, search, filters), so that Salvar and Cancelar on its form
 * return to the same page and filters. Kept in memory only: a search text can be a patient's
 * name, so it is never written to storage, is sealed while the console is locked, and is
 * forgotten when the session ends.
 */
const last = new Map<string, Record<string, unknown>>();

keepMapSealedWhileLocked('listSearches', last);

export function rememberListSearch(list: string, search: object): void {
  const kept: Record<string, unknown> = { ...search };
  delete kept.message;
  last.set(list, kept);
}

export function lastListSearch<S extends object>(list: string): Partial<S> {
  return (last.get(list) ?? {}) as Partial<S>;
}
