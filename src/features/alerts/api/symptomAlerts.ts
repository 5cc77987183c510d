import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { useRequiredSession } from '@/session/useSession';
import { alertKeys } from '../keys';
import { symptomAlertListSchema } from '../schemas';

/** `hospitalId` is the selected address; 0 means every address. */
export function fetchSymptomAlerts(hospitalId: number, signal?: AbortSignal) {
  return apiRequest('api/dashboard/alerts', symptomAlertListSchema, { query: { hospitalId }, signal });
}

export const symptomAlertsQueryOptions = (hospitalId: number) =>
  queryOptions({
    queryKey: alertKeys.symptoms(hospitalId),
    queryFn: ({ signal }) => fetchSymptomAlerts(hospitalId, signal),
    meta: { persist: true },
  });

/** The symptom alerts of the address chosen in the top bar; a new choice is a new query. */
export function useSymptomAlerts() {
  const { hospital } = useRequiredSession();
  return useQuery(symptomAlertsQueryOptions(hospital.institutionAddressId));
}
