import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { pageOf, pagedFetcher } from '@/api/page';
import { type ProfessionalListQuery } from '../listQuery';
import { professionalSchema } from '../schemas';
import { seedProfessionals } from './professional';
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
    // Each row read goes into the cache as the form's professional: editing from the list asks
    // the server nothing more (spec 02 §2 passes the row to the form).
    queryFn: async ({ signal, client }) => {
      const page = await fetchProfessionalPage(query, signal);
      seedProfessionals(client, page.items);
      return page;
    },
    placeholderData: keepPreviousData,
  });

export function useProfessionalList(query: ProfessionalListQuery) {
  return useQuery(professionalListQueryOptions(query));
}
