/**
 * The one query-key shape of every feature (docs/architecture.md): a save invalidates exactly
 * what it changed — `lists()` after a create, `lists()` and `detail(id)` after an edit — and a
 * refresh can target `all`.
 */
export function queryKeys<const F extends string>(feature: F) {
  const all = [feature] as const;
  return {
    all,
    lists: () => [feature, 'list'] as const,
    list: <const Q extends object>(query: Q) => [feature, 'list', query] as const,
    details: () => [feature, 'detail'] as const,
    detail: (id: string | number) => [feature, 'detail', String(id)] as const,
  };
}
