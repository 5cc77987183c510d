import { queryOptions, useQuery } from '@tanstack/react-query';
import type { core } from 'zod/mini';
import { apiRequest } from '@/api/client';
import { useAlertsRefresh } from '@/config/alertsPoller/useAlertsRefresh';
import { useHospitalId } from '@/session/useSession';
import { keys, type WidgetName } from '@/api/keys';

/** A widget's call: one path, the selected address as `hospitalId`, one schema. */
export function widgetQueryOptions<S extends core.$ZodType>(name: WidgetName, path: string, schema: S, hospitalId: number) {
  return queryOptions({
    queryKey: keys.dashboard.widget(name, hospitalId),
    queryFn: ({ signal }) => apiRequest(path, schema, { query: { hospitalId }, signal }),
    meta: { persist: true },
  });
}

/** `alertDriven`: a widget that patients' symptoms and messages feed, kept as fresh as the alerts. */
export function useWidgetQuery<S extends core.$ZodType>(name: WidgetName, path: string, schema: S, { alertDriven = false } = {}) {
  return useQuery(useAlertsRefresh(widgetQueryOptions(name, path, schema, useHospitalId()), alertDriven));
}
