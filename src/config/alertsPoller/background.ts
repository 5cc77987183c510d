import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the alerts poll goes on while every tab of the console is hidden: only while something
 * needs it, the severe-alert notifications (docs/decisions/0029-severe-alert-notifications.md).
 * Then a hidden tab keeps (or takes) the lead of its keys and its interval runs in the background;
 * otherwise nobody polls with no tab visible (docs/decisions/0021-one-alerts-poller.md).
 */
let holders = 0;
const listeners = new Set<() => void>();

export function pollsInBackground(): boolean {
  return holders > 0;
}

export function subscribeBackgroundPolling(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number) {
  const before = pollsInBackground();
  holders += by;
  if (pollsInBackground() !== before) for (const listener of listeners) listener();
}

/** The poll goes on in the background while the calling component is mounted with `on`. */
export function useKeepPollingInBackground(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    change(1);
    return () => change(-1);
  }, [on]);
}

export function usePollingInBackground(): boolean {
  return useSyncExternalStore(subscribeBackgroundPolling, pollsInBackground);
}
