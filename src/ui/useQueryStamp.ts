import { useCallback, useState, useSyncExternalStore } from 'react';
import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The last time the data under a query-key prefix was updated, and a refresh that refetches all
 * of it. Without any query under the prefix, the stamp is the time of the last load or refresh.
 * `prefix` must be a stable value (a key factory's `all`).
 */
export function useQueryStamp(prefix: QueryKey) {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const [fallback, setFallback] = useState(() => Date.now());

  const subscribe = useCallback((notify: () => void) => cache.subscribe(notify), [cache]);
  const latest = useSyncExternalStore(subscribe, () =>
    cache.findAll({ queryKey: prefix }).reduce((max, q) => Math.max(max, q.state.dataUpdatedAt), 0),
  );
  const fetching = useIsFetching({ queryKey: prefix }) > 0;

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: prefix, type: 'active' });
    setFallback(Date.now());
  }, [queryClient, prefix]);

  return { updatedAt: latest || fallback, refresh, fetching };
}
