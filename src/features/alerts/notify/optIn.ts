import { useSyncExternalStore } from 'react';
import { readPreference, writePreference } from '@/session/preferences';
import { useSession } from '@/session/useSession';

/**
 * Whether this user asked for severe-alert notifications on this device: a device preference
 * (src/session/preferences.ts), kept across sign-ins. Another tab's choice arrives by the
 * `storage` event.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', notify);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

export function setNotifyOptIn(userKey: string, on: boolean): void {
  writePreference(userKey, 'alertNotifications', on ? 'on' : 'off');
  notify();
}

export function useNotifyOptIn(): boolean {
  const userKey = useSession()?.userKey ?? null;
  return useSyncExternalStore(subscribe, () => userKey !== null && readPreference(userKey, 'alertNotifications') === 'on');
}
