import { useSyncExternalStore } from 'react';
import { isLocked, subscribeLock } from './lockState';

/** Whether the console is locked (session/lock.ts). */
export function useLocked(): boolean {
  return useSyncExternalStore(subscribeLock, isLocked, isLocked);
}
