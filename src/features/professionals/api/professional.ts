import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { isApiError } from '@/api/errors';
import { pageOf } from '@/api/page';
import { professionalSchema, type Professional } from '../schemas';
import { keys } from '@/api/keys';

const SCAN_PAGE_SIZE = 100;
const SCAN_MAX_PAGES = 50;
const scanPageSchema = pageOf(professionalSchema);

/**
 * The spec lists no call that reads one professional: it passes the list's row to the form. So
 * that a reload or a shared link works, `GET api/professional/{id}` is asked first (the REST
 * sibling of the spec's PUT); where the server has no such call (404 or 405), the paged list is
 * read until the id turns up. Answers null for an id the institution does not have.
 */
async function fetchProfessional(id: string, signal?: AbortSignal): Promise<Professional | null> {
  try {
    return await apiRequest(`api/professional/${encodeURIComponent(id)}`, professionalSchema, { signal });
  } catch (error) {
    if (!isApiError(error) || (error.status !== 404 && error.status !== 405)) throw error;
  }
  for (let page = 1; page <= SCAN_MAX_PAGES; page += 1) {
    const answer = await apiRequest('api/professional', scanPageSchema, { query: { page, limit: SCAN_PAGE_SIZE }, signal });
    const found = answer.items.find((professional) => professional.Id === id);
    if (found) return found;
    const last = answer.pagination.totalPages ?? page;
    if (answer.items.length === 0 || page >= last) return null;
  }
  return null;
}

export const professionalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.professionals.detail(id),
    queryFn: ({ signal }) => fetchProfessional(id, signal),
  });

export function useProfessional(id: string | null) {
  return useQuery({ ...professionalQueryOptions(id ?? ''), enabled: id !== null });
}
