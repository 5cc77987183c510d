import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { DEFAULT_PAGE_SIZE, pageOf, toPage } from '@/api/page';
import { patientKeys, type PatientListQuery } from '../keys';
import { patientRowSchema } from '../schemas';

export const patientPageSchema = pageOf(patientRowSchema);

// The server's page size, once it has said one (spec 02 §9: it overrides our 10).
let pageSize = DEFAULT_PAGE_SIZE;

/**
 * `api/patient?page&limit`, or `api/patient/search?queryParameter&addressId&doctorId&page&limit`
 * when searching or filtering (spec 02 §7). The search text matches the name or the registration
 * number on the server.
 */
export async function fetchPatientPage(query: PatientListQuery, signal?: AbortSignal) {
  const { page, search, addressId, teamId } = query;
  const asked = { page, pageSize };
  const filtering = search !== '' || addressId !== undefined || teamId !== undefined;
  const answer = filtering
    ? await apiRequest('api/patient/search', patientPageSchema, {
        query: {
          queryParameter: search || undefined,
          addressId,
          doctorId: teamId,
          page,
          limit: pageSize,
        },
        signal,
      })
    : await apiRequest('api/patient', patientPageSchema, {
        query: { page, limit: pageSize },
        signal,
      });
  const result = toPage(answer, asked);
  pageSize = result.pageSize;
  return result;
}

export const patientListQueryOptions = (query: PatientListQuery) =>
  queryOptions({
    queryKey: patientKeys.list(query),
    queryFn: ({ signal }) => fetchPatientPage(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePatientList(query: PatientListQuery) {
  return useQuery(patientListQueryOptions(query));
}
