import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { keys } from '@/api/keys';
import type { AnnouncementFormValues } from '../components/announcementFormSchema';

// The spec does not show the answer: any body (or none) is accepted.
const answerSchema = z.unknown();

/** The multipart body of spec 02 §7: `Title`, `Message`, `Teams[0..n]` (team ids). */
export function announcementBody(values: AnnouncementFormValues): FormData {
  const body = new FormData();
  body.append('Title', values.title.trim());
  body.append('Message', values.message.trim());
  values.teams.forEach((id, index) => body.append(`Teams[${index}]`, id));
  return body;
}

/** `POST /api/announcement` as multipart/form-data; the list is read again afterwards. */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AnnouncementFormValues) => apiRequest('api/announcement', answerSchema, { method: 'POST', body: announcementBody(values) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.announcements.lists() }),
  });
}
