import { useCallback, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

const MINUTE_MS = 60_000;
const toMinute = (ms: number) => ms - (ms % MINUTE_MS);

/**
 * The last time the data under a query-key prefix was updated, to the minute (what the stamps
 * show), and a refresh that refetches all of it. Without any query under the prefix, the stamp is the time of the last load or refresh.
 * `prefix` must be a stable value (a key factory's `all`).
 */
export function useQueryStamp(prefix: QueryKey) {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const [fallback, setFallback] = useState(() => Date.now());

  const subscribe = useCallback((notify: () => void) => cache.subscribe(notify), [cache]);
  // To the minute, as every stamp is shown: each answer of a load changes the exact time, and a
  // new value would re-render the screen that shows it for nothing.
  const latest = useSyncExternalStore(subscribe, () =>
    toMinute(cache.findAll({ queryKey: prefix }).reduce((max, q) => Math.max(max, q.state.dataUpdatedAt), 0)),
  );
  // The button spins for the refresh the user asked for, not for every background refetch (the
  // alerts refresh themselves every minute): a button that keeps turning busy cannot be pressed.
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: prefix, type: 'active' });
    } finally {
      setRefreshing(false);
      setFallback(Date.now());
    }
  }, [queryClient, prefix]);

  return { updatedAt: latest || fallback, refresh, fetching: refreshing };
}
