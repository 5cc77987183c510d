import { useSyncExternalStore } from 'react';
import { getConnectivity, subscribeConnectivity, type ConnectivityState } from './connectivity';

export function useConnectivity(): ConnectivityState {
  return useSyncExternalStore(subscribeConnectivity, getConnectivity, getConnectivity);
}
