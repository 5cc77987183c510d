import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { DEFAULT_PAGE_SIZE, pageOf, toPage } from '@/api/page';
import { professionalKeys, type ProfessionalListQuery } from '../keys';
import { professionalSchema } from '../schemas';

export const professionalPageSchema = pageOf(professionalSchema);

// The server's page size, once it has said one (spec 02 §9: it overrides our 10).
let pageSize = DEFAULT_PAGE_SIZE;

/**
 * `api/professional?page&limit`, or `api/professional/search?name&localId&teamId&page&limit` when
 * searching or filtering (spec 02 §7). The search text matches e-mail or name on the server.
 */
export async function fetchProfessionalPage(query: ProfessionalListQuery, signal?: AbortSignal) {
  const { page, search, localId, teamId } = query;
  const asked = { page, pageSize };
  const filtering = search !== '' || localId !== undefined || teamId !== undefined;
  const answer = filtering
    ? await apiRequest('api/professional/search', professionalPageSchema, {
        query: { name: search || undefined, localId, teamId, page, limit: pageSize },
        signal,
      })
    : await apiRequest('api/professional', professionalPageSchema, { query: { page, limit: pageSize }, signal });
  const result = toPage(answer, asked);
  pageSize = result.pageSize;
  return result;
}

export const professionalListQueryOptions = (query: ProfessionalListQuery) =>
  queryOptions({
    queryKey: professionalKeys.list(query),
    queryFn: ({ signal }) => fetchProfessionalPage(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProfessionalList(query: ProfessionalListQuery) {
  return useQuery(professionalListQueryOptions(query));
}
