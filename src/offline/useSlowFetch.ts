import { useEffect, useState } from 'react';

/** How long a refetch may run before the data on screen is marked as possibly out of date. */
export const SLOW_FETCH_MS = 3000;

/**
 * True while a fetch has been running for longer than `afterMs`: a hanging API then marks the
 * data still on screen with its stamp at once, instead of only when the call times out.
 */
export function useSlowFetch(fetching: boolean, afterMs = SLOW_FETCH_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!fetching) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [fetching, afterMs]);
  return fetching && slow;
}
