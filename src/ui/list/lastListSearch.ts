import { keepSealedWhileLocked } from '@/session/lockedMemory';

/**
 * Where each list was last left (page, search, filters), so that Salvar and Cancelar on its form
 * return to the same page and filters. Kept in memory only: a search text can be a patient's
 * name, so it is never written to storage, is sealed while the console is locked, and is
 * forgotten when the session ends.
 */
const last = new Map<string, Record<string, unknown>>();

keepSealedWhileLocked('listSearches', {
  take: () => {
    if (last.size === 0) return undefined;
    const kept = Object.fromEntries(last);
    last.clear();
    return kept;
  },
  give: (kept) => {
    if (typeof kept !== 'object' || kept === null) return;
    for (const [list, search] of Object.entries(kept)) if (typeof search === 'object' && search !== null) last.set(list, search as Record<string, unknown>);
  },
  forget: () => last.clear(),
});

export function rememberListSearch(list: string, search: object): void {
  const kept: Record<string, unknown> = { ...search };
  delete kept.message;
  last.set(list, kept);
}

export function lastListSearch<S extends object>(list: string): Partial<S> {
  return (last.get(list) ?? {}) as Partial<S>;
}

export function forgetListSearches(): void {
  last.clear();
}
