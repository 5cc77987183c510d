import { startTransition, useEffect, useState } from 'react';
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { browserPollEnv, type PollEnv } from './pollEnv';
import { PollCoordinator } from './pollLeader';

const coordinators = new WeakMap<QueryClient, PollCoordinator>();

/** This tab's coordinator for `client`; a test passes its own `env` on the first call. */
export function pollCoordinator(client: QueryClient, env: PollEnv = browserPollEnv()): PollCoordinator {
  let coordinator = coordinators.get(client);
  if (!coordinator) coordinators.set(client, (coordinator = new PollCoordinator(client, env)));
  return coordinator;
}

/** The session ended: no lock held, nothing posted after it. */
export function endPollSharing(client: QueryClient): void {
  coordinators.get(client)?.end();
}

/**
 * Whether this tab's observers of `queryKey` should poll (docs/decisions/0021-one-alerts-poller.md):
 * `coordinated` false means every tab polls (no Web Locks or BroadcastChannel); otherwise only
 * the leader's do. `scope`: the sign-in the tabs share (null signed out); `queryKey` null joins
 * nothing.
 */
export function usePollLeader(queryKey: QueryKey | null, scope: string | null): { coordinated: boolean; leading: boolean } {
  const coordinator = pollCoordinator(useQueryClient());
  const hash = queryKey ? hashKey(queryKey) : null;
  useEffect(() => (hash && scope ? coordinator.join(scope, hash) : undefined), [coordinator, hash, scope]);
  // Followed in a transition, not through useSyncExternalStore: a change of leader (a lock granted
  // a moment after the screen is drawn) renders every list of alerts again, and a store's update
  // renders synchronously, in one task (decision 0026). Only the polling depends on it.
  const [leading, setLeading] = useState(() => coordinator.leading(hash));
  useEffect(() => {
    const follow = () => startTransition(() => setLeading(coordinator.leading(hash)));
    follow();
    return coordinator.subscribe(follow);
  }, [coordinator, hash]);
  return { coordinated: coordinator.coordinated, leading };
}
