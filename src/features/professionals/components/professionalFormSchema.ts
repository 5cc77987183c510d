import * as z from 'zod/mini';
import { messages } from '@/messages/screens';
import type { FieldBinding } from '@/ui/form/serverErrors';
import { atLeastOne, email, phone, requiredText } from '@/ui/form/validation';

const TEXT_MAX = 255;

/** The professional form (spec 02 §5). */
export const professionalFormSchema = z.object({
  name: requiredText(TEXT_MAX),
  email: email(),
  // A string, not an enum: the form starts with no choice ('').
  gender: z.string().check(z.refine((value) => value === 'Masculino' || value === 'Feminino', messages.validation.required)),
  teams: atLeastOne(messages.validation.atLeastOneTeam),
  phone: phone(),
  sms: z.boolean(),
  active: z.boolean(),
});
export type ProfessionalFormValues = z.input<typeof professionalFormSchema>;

export const professionalFieldBindings: FieldBinding<ProfessionalFormValues>[] = [
  { name: 'email', api: 'Email', words: ['e-mail', 'email'] },
  { name: 'teams', api: 'DoctorsId', words: ['equipe', 'equipes'] },
  { name: 'phone', api: 'Phone', words: ['celular', 'telefone'] },
  { name: 'gender', api: 'Gender', words: ['sexo', 'genero'] },
  { name: 'name', api: 'Name', words: ['nome'] },
];
