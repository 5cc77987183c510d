import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { conversationSchema } from '../schemas';
import { keys } from '@/api/keys';

/** `GET api/chat/{ticketId}` (spec 02 §7): one closed chat's messages, for the 'Ver mais' modal. */
function fetchConversation(ticketId: string, signal?: AbortSignal) {
  return apiRequest(`api/chat/${encodeURIComponent(ticketId)}`, conversationSchema, { signal });
}

export function useConversation(ticketId: string | null) {
  return useQuery({
    queryKey: keys.chats.detail(ticketId ?? ''),
    queryFn: ({ signal }) => fetchConversation(ticketId ?? '', signal),
    enabled: ticketId !== null,
  });
}
