import { onlineManager } from '@tanstack/react-query';
import { useConfig } from './useConfig';

/**
 * How the queries of pending alerts stay fresh (both alert lists and the dashboard widgets that
 * alerts drive): asked for again every `alertsRefreshSeconds` while the page is visible (TanStack
 * Query skips the interval while the document is hidden) and online (a fetch while offline is
 * paused, not sent), and at once when the window comes back into view or the network returns.
 */
export function useAlertsRefresh() {
  const { alertsRefreshSeconds } = useConfig();
  return {
    // Re-evaluated on every update of the query: going offline pauses a fetch, which stops the
    // interval; coming back resumes it.
    refetchInterval: () => (onlineManager.isOnline() ? alertsRefreshSeconds * 1000 : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  } as const;
}
