import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * State the console writes for itself (what was seen, the classes seen per patient) kept in the
 * query cache and persisted with it: it belongs to the signed-in user, survives a reload and an
 * offline start, and is wiped with everything else on logout or expiry.
 * Never fetched: its "fetch" answers what the cache already holds.
 */
export function deviceStateOptions<T, K extends QueryKey>(queryKey: K, initial: T) {
  return queryOptions({
    queryKey,
    queryFn: ({ client }): T => client.getQueryData<T>(queryKey) ?? initial,
    staleTime: Infinity,
    networkMode: 'always',
    meta: { persist: true, deviceOnly: true },
  });
}
