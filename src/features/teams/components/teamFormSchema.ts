import * as z from 'zod/mini';
import { messages } from '@/messages/screens';
import type { FieldBinding } from '@/ui/form/serverErrors';
import { requiredText } from '@/ui/form/validation';

const TEAM_NAME_MAX = 255;

/**
 * The team form (spec 02 §5: name required, max 255). The status is required: an existing team
 * whose status no call could tell starts with none chosen, never 'Ativo' by default. Navigators are
 * the checked members' ids.
 */
export const teamFormSchema = z.object({
  name: requiredText(TEAM_NAME_MAX),
  status: z.string().check(z.refine((value) => value === 'Active' || value === 'Inactive', messages.validation.required)),
  navigators: z.array(z.string()),
});
export type TeamFormValues = z.infer<typeof teamFormSchema>;

export const teamFieldBindings: FieldBinding<TeamFormValues>[] = [{ name: 'name', api: 'Name', words: ['nome'] }];
