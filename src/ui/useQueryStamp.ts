import { useCallback, useState, useSyncExternalStore } from 'react';
import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The last time the data under a query-key prefix was updated, and a refresh that refetches all
 * of it. Without any query under the prefix, the stamp is the time of the last load or refresh.
 */
export function useQueryStamp(prefix: QueryKey) {
  const queryClient = useQueryClient();
  const [fallback, setFallback] = useState(() => Date.now());
  const cache = queryClient.getQueryCache();
  const key = JSON.stringify(prefix);

  const latest = useSyncExternalStore(
    useCallback((notify) => cache.subscribe(notify), [cache]),
    () => {
      const queries = cache.findAll({ queryKey: JSON.parse(key) as QueryKey });
      return queries.reduce((max, q) => Math.max(max, q.state.dataUpdatedAt), 0);
    },
  );
  const fetching = useIsFetching({ queryKey: prefix }) > 0;

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: JSON.parse(key) as QueryKey, type: 'active' });
    setFallback(Date.now());
  }, [queryClient, key]);

  return { updatedAt: latest || fallback, refresh, fetching };
}
