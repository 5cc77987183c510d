import * as z from 'zod/mini';
import { messages } from '@/messages/screens';
import type { FieldBinding } from '@/ui/form/serverErrors';
import { atLeastOne, requiredText } from '@/ui/form/validation';

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
