import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { isApiError } from '@/api/errors';
import { patientRecordSchema, type PatientRecord } from '../recordSchema';
import { keys } from '@/api/keys';

/** `GET api/patient/record/{id}` (spec 02 §7); null for an id the server does not know (404). */
async function fetchPatientRecord(id: string, signal?: AbortSignal): Promise<PatientRecord | null> {
  try {
    return await apiRequest(`api/patient/record/${encodeURIComponent(id)}`, patientRecordSchema, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const patientRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.patients.detail(id),
    queryFn: ({ signal }) => fetchPatientRecord(id, signal),
  });

export function usePatientRecord(id: string | null) {
  return useQuery({
    ...patientRecordQueryOptions(id ?? ''),
    enabled: id !== null,
  });
}
