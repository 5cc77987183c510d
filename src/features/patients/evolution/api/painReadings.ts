import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { evolutionKeys } from '../../keys';
import { painReadingsSchema } from '../schemas';

/** `GET api/clinicalevolution/pain/patient/{id}` (spec 02 §7): the patient's EVA pain readings. */
export function fetchPainReadings(patientId: string, signal?: AbortSignal) {
  return apiRequest(`api/clinicalevolution/pain/patient/${encodeURIComponent(patientId)}`, painReadingsSchema, { signal });
}

export const painReadingsQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: evolutionKeys.painReadings(patientId),
    queryFn: ({ signal }) => fetchPainReadings(patientId, signal),
  });

export function usePainReadings(patientId: string) {
  return useQuery(painReadingsQueryOptions(patientId));
}
