import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { pageOf } from '@/api/page';
import { professionalSchema, type Professional } from '../schemas';
import { keys } from '@/api/keys';

const SCAN_PAGE_SIZE = 100;
const SCAN_MAX_PAGES = 50;
const scanPageSchema = pageOf(professionalSchema);

/**
 * The spec lists no call that reads one professional: its form takes the list's row (spec 02 §2).
 * The list seeds each row it reads under the row's detail key (`seedProfessionals`); a reload or a
 * shared link, which has no row, reads the paged list (`GET api/professional?page&limit`) until the
 * id turns up. Answers null for an id the institution does not have.
 */
async function fetchProfessional(id: string, signal?: AbortSignal): Promise<Professional | null> {
  for (let page = 1; page <= SCAN_MAX_PAGES; page += 1) {
    const answer = await apiRequest('api/professional', scanPageSchema, { query: { page, limit: SCAN_PAGE_SIZE }, signal });
    const found = answer.items.find((professional) => professional.Id === id);
    if (found) return found;
    const last = answer.pagination.totalPages ?? page;
    if (answer.items.length === 0 || page >= last) return null;
  }
  return null;
}

/** The rows a list page read, as the form will take them: each as fresh as the list it came from. */
export function seedProfessionals(client: QueryClient, rows: readonly Professional[]): void {
  for (const row of rows) client.setQueryData(keys.professionals.detail(row.Id), row);
}

export const professionalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.professionals.detail(id),
    queryFn: ({ signal }) => fetchProfessional(id, signal),
    // The row is as fresh as the list it was seeded from (each list read seeds it again); a save
    // invalidates it. Without this, opening the form more than 30 s after the list would read
    // the whole list again in the background.
    staleTime: Infinity,
  });

export function useProfessional(id: string | null) {
  return useQuery({ ...professionalQueryOptions(id ?? ''), enabled: id !== null });
}
