import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { pageOf, toPage } from '@/api/page';
import { attachmentSchema } from '../schemas';
import { keys } from '@/api/keys';

/** Attached documents, 10 a page (spec 02 §9). */
const ATTACHMENTS_PAGE_SIZE = 10;

const attachmentPageSchema = pageOf(attachmentSchema);

/** `GET api/chat/attacheddocuments/patient/{id}?page&limit` (spec 02 §7). A 404 means none found. */
async function fetchAttachments(patientId: string, page: number, signal?: AbortSignal) {
  const answer = await apiRequest(`api/chat/attacheddocuments/patient/${encodeURIComponent(patientId)}`, attachmentPageSchema, {
    query: { page, limit: ATTACHMENTS_PAGE_SIZE },
    signal,
  });
  return toPage(answer, { page, pageSize: ATTACHMENTS_PAGE_SIZE });
}

export function useAttachments(patientId: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.attachments.list({ patientId, page }),
      queryFn: ({ signal }) => fetchAttachments(patientId, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
