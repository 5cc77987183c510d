import { useSyncExternalStore } from 'react';
import { isLocked, subscribeLock } from './lock';

/** Whether the console is locked (session/lock.ts). */
export function useLocked(): boolean {
  return useSyncExternalStore(subscribeLock, isLocked, isLocked);
}
