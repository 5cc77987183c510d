import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { requiredNumber } from '@/api/read';
import { keys } from '@/api/keys';

/** The institution's patient licences (`GET api/licenses`): both figures, or the badge cannot say. */
const licencesSchema = z.looseObject({ TotalLicenses: requiredNumber, AvailableLicenses: requiredNumber });

export type LicenceLevel = 'high' | 'medium' | 'low';

/** Spec 02 §9: more than 20 available is high, 1 to 20 medium, 0 low. */
export function licenceLevel(available: number): LicenceLevel {
  if (available > 20) return 'high';
  return available >= 1 ? 'medium' : 'low';
}

export const licencesQueryOptions = () =>
  queryOptions({
    queryKey: keys.licences.all,
    queryFn: ({ signal }) => apiRequest('api/licenses', licencesSchema, { signal }),
    staleTime: 60_000,
    // Counts, no patient: kept with the offline copy, so the list's badge shows at once on a
    // return visit (and offline) instead of arriving after the first paint.
    meta: { persist: true },
  });

export function useLicences() {
  return useQuery(licencesQueryOptions());
}
