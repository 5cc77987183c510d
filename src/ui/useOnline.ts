import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the API can be reached, as TanStack Query's onlineManager says it (app/queryStack.ts sets
 * it from the console's connectivity and lock): offline, nothing that is still to load arrives.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
