import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { nextSymptomPage, SYMPTOM_PAGE_SIZE, symptomPageSchema } from '../symptomSchemas';
import { keys } from '@/api/keys';

/** `GET api/clinicalevolution/patient/{id}?page&limit` (spec 02 §7): one page of symptom entries. */
function fetchSymptomPage(patientId: string, page: number, signal?: AbortSignal) {
  return apiRequest(`api/clinicalevolution/patient/${encodeURIComponent(patientId)}`, symptomPageSchema, {
    query: { page, limit: SYMPTOM_PAGE_SIZE },
    signal,
  });
}

/** The list grows page by page (5 at a time, spec 02 §9) as the user scrolls or asks for more. */
const symptomEntriesQueryOptions = (patientId: string) =>
  infiniteQueryOptions({
    queryKey: keys.evolution.symptoms(patientId),
    queryFn: ({ pageParam, signal }) => fetchSymptomPage(patientId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => nextSymptomPage(last, lastPage),
  });

export function useSymptomEntries(patientId: string) {
  return useInfiniteQuery(symptomEntriesQueryOptions(patientId));
}
