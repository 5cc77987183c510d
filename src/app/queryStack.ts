import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { endPollSharing } from '@/api/usePollLeader';
import { createCachePersistence, type CachePersistence } from '@/offline/persistence';
import { getConnectivity, subscribeConnectivity } from '@/offline/connectivity';
import { isLocked, subscribeLock } from '@/session/lockState';
import { onSessionEnd } from '@/session/store';
import { createQueryClient } from './queryClient';

/**
 * TanStack Query and the persisted cache: what the signed-in screens read server state through.
 * Loaded on demand (app/queries.ts), so the public routes (login, password flows) never download
 * it (docs/decisions/0007-query-off-public-routes.md).
 */
export interface QueryStack {
  queryClient: QueryClient;
  persistence: CachePersistence;
}

export function createQueryStack(options: { maxAgeMs: number; retry?: boolean }): QueryStack {
  // Paused queries do not retry while offline (no retry storm) and refetch by themselves on
  // return; the client's view starts from the console's, not from its optimistic default.
  // While the console is locked no data query runs either: they wait, as offline, and what is
  // stale refetches on unlock.
  const queryClient = createQueryClient({ gcTimeMs: options.maxAgeMs, retry: options.retry });
  const syncOnline = () => onlineManager.setOnline(getConnectivity().online && !isLocked());
  syncOnline();
  subscribeConnectivity(syncOnline);
  subscribeLock(() => {
    // No poll lock to let go here: locked, the screens unmount and let theirs go, and nothing
    // fetched is posted to the other tabs (docs/decisions/0021-one-alerts-poller.md).
    if (isLocked()) void queryClient.cancelQueries();
    syncOnline();
  });
  // Nothing is posted to the other tabs once the session has ended, even before the screens go.
  onSessionEnd(() => endPollSharing(queryClient));
  return { queryClient, persistence: createCachePersistence(queryClient, options.maxAgeMs) };
}
