import type { AppQueryKey } from '@/api/keys';
import { queryOptions } from '@tanstack/react-query';
import type { core } from 'zod/mini';
import { apiRequest } from '@/api/client';

/**
 * The query of an unpaged answer about one patient (the weekly reports, the pain readings):
 * `GET path`, parsed by `schema`, kept under `queryKey`.
 */
export function patientAnswerQueryOptions<S extends core.$ZodType>(queryKey: AppQueryKey, path: string, schema: S) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest(path, schema, { signal }),
  });
}
