import { onlineManager, type QueryKey } from '@tanstack/react-query';
import { useSession } from '@/session/useSession';
import { useConfig } from '../useConfig';
import { usePollingInBackground } from './background';
import { usePollLeader } from './usePollLeader';

/**
 * How the queries of pending alerts stay fresh (both alert lists and the dashboard widgets that
 * alerts drive): `options` with the refresh added, or as they are when `on` is false.
 * - Asked for again every `alertsRefreshSeconds` while the page is visible (TanStack Query skips
 *   the interval while the document is hidden) and online (a fetch while offline is paused); also
 *   hidden while the severe-alert notifications need it (./background.ts), in the leading tab.
 * - With several tabs of one sign-in, only the tab that leads the key polls, and the others take
 *   its answers (docs/decisions/0021-one-alerts-poller.md); without Web Locks or
 *   BroadcastChannel every tab polls, as a single tab does.
 * - Coming back into view asks at once when nobody refreshed the data for a whole period (all
 *   tabs were hidden); the network's return asks in the leading tab, which passes it on.
 */
export function useAlertsRefresh<O extends { queryKey: QueryKey }>(options: O, on = true): O {
  const periodMs = useConfig().alertsRefreshSeconds * 1000;
  const { coordinated, leading } = usePollLeader(on ? options.queryKey : null, useSession()?.sid ?? null);
  const background = usePollingInBackground();
  if (!on) return options;
  return {
    ...options,
    // Re-evaluated on every update of the query: going offline pauses a fetch, which stops the
    // interval; coming back resumes it.
    refetchInterval: leading ? () => (onlineManager.isOnline() ? periodMs : false) : false,
    refetchIntervalInBackground: leading && background,
    refetchOnWindowFocus: coordinated
      ? (query: { state: { dataUpdatedAt: number } }) => (Date.now() - query.state.dataUpdatedAt >= periodMs ? 'always' : false)
      : 'always',
    refetchOnReconnect: !coordinated || leading ? 'always' : false,
  };
}
