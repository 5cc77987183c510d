import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { pageOf, pagedFetcher } from '@/api/page';
import { type ProfessionalListQuery } from '../keys';
import { professionalSchema } from '../schemas';
import { keys } from '@/api/keys';

const professionalPageSchema = pageOf(professionalSchema);

/**
 * `api/professional?page&limit`, or `api/professional/search?name&localId&teamId&page&limit` when
 * searching or filtering (spec 02 §7). The search text matches e-mail or name on the server.
 */
const fetchProfessionalPage = pagedFetcher((query: ProfessionalListQuery, limit, signal) => {
  const { page, search, addressId, teamId } = query;
  const filtering = search !== '' || addressId !== undefined || teamId !== undefined;
  return filtering
    ? apiRequest('api/professional/search', professionalPageSchema, {
        // The API names the address filter localId here (addressId for the patients).
        query: { name: search || undefined, localId: addressId, teamId, page, limit },
        signal,
      })
    : apiRequest('api/professional', professionalPageSchema, { query: { page, limit }, signal });
});

export const professionalListQueryOptions = (query: ProfessionalListQuery) =>
  queryOptions({
    queryKey: keys.professionals.list(query),
    queryFn: ({ signal }) => fetchProfessionalPage(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProfessionalList(query: ProfessionalListQuery) {
  return useQuery(professionalListQueryOptions(query));
}
