import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { messages } from '@/messages/screens';
import type { FieldBinding } from '@/ui/form/serverErrors';
import { atLeastOne, requiredText } from '@/ui/form/validation';
import { keys } from '@/api/keys';

const TITLE_MAX = 255;

/** The announcement form (spec 02 §5): a title up to 255, a message, at least one team. */
export const announcementFormSchema = z.object({
  title: requiredText(TITLE_MAX),
  message: requiredText(Number.POSITIVE_INFINITY),
  teams: atLeastOne(messages.validation.atLeastOneTeam),
});
export type AnnouncementFormValues = z.input<typeof announcementFormSchema>;

export const announcementFieldBindings: FieldBinding<AnnouncementFormValues>[] = [
  { name: 'title', api: 'Title', words: ['chamada', 'titulo'] },
  { name: 'message', api: 'Message', words: ['comunicado', 'mensagem'] },
  { name: 'teams', api: 'Teams', words: ['equipe', 'equipes'] },
];

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
