import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { useRequiredSession } from '@/session/useSession';
import { alertKeys } from '../keys';
import { messageAlertListSchema } from '../schemas';

/** `hospitalId` is the selected address; 0 means every address. */
export function fetchMessageAlerts(hospitalId: number, signal?: AbortSignal) {
  return apiRequest('api/dashboard/messages', messageAlertListSchema, { query: { hospitalId }, signal });
}

export const messageAlertsQueryOptions = (hospitalId: number) =>
  queryOptions({
    queryKey: alertKeys.messages(hospitalId),
    queryFn: ({ signal }) => fetchMessageAlerts(hospitalId, signal),
    meta: { persist: true },
  });

/** The message alerts of the address chosen in the top bar; a new choice is a new query. */
export function useMessageAlerts() {
  const { hospital } = useRequiredSession();
  return useQuery(messageAlertsQueryOptions(hospital.institutionAddressId));
}
