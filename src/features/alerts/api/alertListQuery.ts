import { queryOptions, useQuery } from '@tanstack/react-query';
import type { core } from 'zod/mini';
import { apiRequest } from '@/api/client';
import { useAlertsRefresh } from '@/config/alertsPoller/useAlertsRefresh';
import { useHospitalId } from '@/session/useSession';
import { keys, type AlertListKind } from '@/api/keys';

/** Every address: the `hospitalId` of 'Todos' (spec 01, top bar). */
export const ALL_ADDRESSES = 0;

/** One list of pending alerts: one path, the selected address as `hospitalId` (0: every address). */
function alertListQueryOptions<S extends core.$ZodType>(kind: AlertListKind, path: string, schema: S, hospitalId: number) {
  return queryOptions({
    queryKey: keys.alerts[kind](hospitalId),
    queryFn: ({ signal }) => apiRequest(path, schema, { query: { hospitalId }, signal }),
    meta: { persist: true },
  });
}

/**
 * How a screen's list observer behaves on mount, or a watcher's: a watcher (the app badge, mounted
 * late on any page) never retries a failed list by mounting, so the failure a screen shows, with its
 * reload button, is not turned into a spinner behind the user's back; the refresh still runs.
 */
export type AlertListObserver = 'screen' | 'watcher';

/** The list for the address chosen in the top bar, kept fresh; a new choice is a new query. */
export function useAlertList<S extends core.$ZodType>(kind: AlertListKind, path: string, schema: S, observer: AlertListObserver = 'screen') {
  const options = useAlertsRefresh(alertListQueryOptions(kind, path, schema, useHospitalId()));
  return useQuery(observer === 'watcher' ? { ...options, retryOnMount: false } : options);
}

/**
 * The same list for every address, asked for (and kept fresh with the chosen one) only while one
 * address is chosen: what the filter hides is the difference. Nothing is sent under 'Todos'.
 */
export function useAllAddressesAlertList<S extends core.$ZodType>(kind: AlertListKind, path: string, schema: S) {
  const filtered = useHospitalId() !== ALL_ADDRESSES;
  return useQuery(useAlertsRefresh({ ...alertListQueryOptions(kind, path, schema, ALL_ADDRESSES), enabled: filtered }, filtered));
}
