import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { endPollSharing } from '@/config/alertsPoller/usePollLeader';
import { createCachePersistence, type CachePersistence } from '@/offline/persistence';
import { getConnectivity, subscribeConnectivity } from '@/offline/connectivity';
import { isLocked, subscribeLock } from '@/session/lockState';
import { onSessionEnd, peekSession } from '@/session/store';
import { nextTask } from '@/lib/nextTask';
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
  const persistence = createCachePersistence(queryClient, options.maxAgeMs);
  const syncOnline = () => onlineManager.setOnline(getConnectivity().online && !isLocked());
  syncOnline();
  subscribeConnectivity(syncOnline);
  // Emptied at a lock of this page, and so to be refilled from the sealed copy at its unlock.
  let emptied = false;
  subscribeLock(() => {
    // No poll lock to let go here: locked, the screens unmount and let theirs go, and nothing
    // fetched is posted to the other tabs (docs/decisions/0021-one-alerts-poller.md).
    if (isLocked() && !emptied) {
      // Locked means nothing readable in memory (docs/decisions/0025-locked-memory.md): the
      // answers and the writes under way leave it; the offline copy stays sealed on disk.
      emptied = true;
      persistence.pause();
      void queryClient.cancelQueries();
      // Once the screens have unmounted: a query cleared while still observed has its clean-up
      // timer set again by the last observer leaving, and that timer would hold its data for
      // hours; cleared afterwards, nothing does.
      void nextTask().then(() => {
        if (isLocked()) queryClient.clear();
      });
    } else if (!isLocked() && emptied) {
      emptied = false;
      const userKey = peekSession()?.userKey;
      if (userKey) void refill(queryClient, persistence, userKey);
    }
    syncOnline();
  });
  // Nothing is posted to the other tabs once the session has ended, even before the screens go.
  onSessionEnd(() => endPollSharing(queryClient));
  return { queryClient, persistence };
}

/**
 * Unlocked: the sealed offline copy back in the cache (the key is in place by then), shown at once
 * but stale, so the screens, mounting again meanwhile, refetch what they show; an answer they got
 * first is newer and stays. What had no offline copy (a record, a chat) is asked for again.
 */
async function refill(queryClient: QueryClient, persistence: CachePersistence, userKey: string): Promise<void> {
  await persistence.restore(userKey);
  await queryClient.invalidateQueries({ refetchType: 'none' });
  persistence.start(userKey);
}
