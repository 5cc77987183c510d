import { queryOptions, useQuery } from '@tanstack/react-query';
import type { core } from 'zod/mini';
import { apiRequest } from '@/api/client';
import { useAlertsRefresh } from '@/config/useAlertsRefresh';
import { useHospitalId } from '@/session/useSession';
import { keys, type AlertListKind } from '@/api/keys';

/** One list of pending alerts: one path, the selected address as `hospitalId` (0: every address). */
function alertListQueryOptions<S extends core.$ZodType>(kind: AlertListKind, path: string, schema: S, hospitalId: number) {
  return queryOptions({
    queryKey: keys.alerts[kind](hospitalId),
    queryFn: ({ signal }) => apiRequest(path, schema, { query: { hospitalId }, signal }),
    meta: { persist: true },
  });
}

/** The list for the address chosen in the top bar, kept fresh; a new choice is a new query. */
export function useAlertList<S extends core.$ZodType>(kind: AlertListKind, path: string, schema: S) {
  return useQuery(useAlertsRefresh(alertListQueryOptions(kind, path, schema, useHospitalId())));
}
