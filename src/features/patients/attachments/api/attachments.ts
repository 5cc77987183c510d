import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { pageOf, toPage } from '@/api/page';
import { queryKeys } from '@/api/keys';
import { attachmentSchema } from '../schemas';

/** Attached documents, 10 a page (spec 02 §9). */
export const ATTACHMENTS_PAGE_SIZE = 10;

const attachmentKeys = queryKeys('patientAttachments');
const attachmentPageSchema = pageOf(attachmentSchema);

/** `GET api/chat/attacheddocuments/patient/{id}?page&limit` (spec 02 §7). A 404 means none found. */
export async function fetchAttachments(patientId: string, page: number, signal?: AbortSignal) {
  const answer = await apiRequest(`api/chat/attacheddocuments/patient/${encodeURIComponent(patientId)}`, attachmentPageSchema, {
    query: { page, limit: ATTACHMENTS_PAGE_SIZE },
    signal,
  });
  return toPage(answer, { page, pageSize: ATTACHMENTS_PAGE_SIZE });
}

export function useAttachments(patientId: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: attachmentKeys.list({ patientId, page }),
      queryFn: ({ signal }) => fetchAttachments(patientId, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
