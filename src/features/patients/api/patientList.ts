import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { pageOf, pagedFetcher } from '@/api/page';
import { type PatientListQuery } from '../listQuery';
import { patientRowSchema } from '../schemas';
import { keys } from '@/api/keys';

export const patientPageSchema = pageOf(patientRowSchema);

/**
 * `api/patient?page&limit`, or `api/patient/search?queryParameter&addressId&doctorId&page&limit`
 * when searching or filtering (spec 02 §7). The search text matches the name or the registration
 * number on the server.
 */
const fetchPatientPage = pagedFetcher((query: PatientListQuery, limit, signal) => {
  const { page, search, addressId, teamId } = query;
  const filtering = search !== '' || addressId !== undefined || teamId !== undefined;
  return filtering
    ? apiRequest('api/patient/search', patientPageSchema, {
        query: {
          queryParameter: search || undefined,
          addressId,
          doctorId: teamId,
          page,
          limit,
        },
        signal,
      })
    : apiRequest('api/patient', patientPageSchema, {
        query: { page, limit },
        signal,
      });
});

export const patientListQueryOptions = (query: PatientListQuery) =>
  queryOptions({
    queryKey: keys.patients.list(query),
    queryFn: ({ signal }) => fetchPatientPage(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePatientList(query: PatientListQuery) {
  return useQuery(patientListQueryOptions(query));
}
