import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { pageOf, toPage } from '@/api/page';
import { chatSchema } from '../schemas';
import { keys } from '@/api/keys';

/** Closed chats, 10 a page (spec 02 §9). */
const CHATS_PAGE_SIZE = 10;

const chatPageSchema = pageOf(chatSchema);

export interface ClosedChatsQuery {
  patientId: string;
  page: number;
  search: string;
}

/** `GET api/chat/history/patient/{id}?page&limit&search` (spec 02 §7). A 404 means none found. */
async function fetchClosedChats({ patientId, page, search }: ClosedChatsQuery, signal?: AbortSignal) {
  const answer = await apiRequest(`api/chat/history/patient/${encodeURIComponent(patientId)}`, chatPageSchema, {
    query: { page, limit: CHATS_PAGE_SIZE, search: search || undefined },
    signal,
  });
  return toPage(answer, { page, pageSize: CHATS_PAGE_SIZE });
}

export function useClosedChats(query: ClosedChatsQuery) {
  return useQuery(
    queryOptions({
      queryKey: keys.chats.list(query),
      queryFn: ({ signal }) => fetchClosedChats(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
