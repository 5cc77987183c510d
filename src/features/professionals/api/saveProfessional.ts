import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { apiId, readText } from '@/api/read';
import { formatPhone } from '@/lib/phone';
import { keys } from '@/api/keys';
import type { ProfessionalFormValues } from '../components/professionalFormSchema';

const saveAnswerSchema = z.pipe(
  z.unknown(),
  z.transform((body) => (typeof body === 'object' && body !== null ? readText((body as Record<string, unknown>).Message) : null)),
);

/**
 * `POST api/professional` or `PUT api/professional/{id}` with `{Name, Email, Gender, DoctorsId,
 * Phone, Profile, IsSMS, Status}` (spec 02 §7). Profile is always Leader (§6). The phone goes as
 * the user sees it, masked: the spec's limit of 15 characters is the masked mobile's length.
 * Answers the server's message (the create answer has one).
 */
export function useSaveProfessional(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProfessionalFormValues) => {
      const body = {
        Name: values.name.trim(),
        Email: values.email.trim(),
        Gender: values.gender,
        DoctorsId: values.teams.map(apiId),
        Phone: formatPhone(values.phone.replace(/\D/g, '')),
        Profile: 'Leader',
        IsSMS: values.sms,
        Status: values.active ? 'Active' : 'Inactive',
      };
      const message = id
        ? await apiRequest(`api/professional/${encodeURIComponent(id)}`, saveAnswerSchema, { method: 'PUT', body })
        : await apiRequest('api/professional', saveAnswerSchema, { method: 'POST', body });
      return { message };
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.professionals.lists() }),
        id ? queryClient.invalidateQueries({ queryKey: keys.professionals.detail(id) }) : null,
        // Membership changes what a team's form lists as its professionals.
        queryClient.invalidateQueries({ queryKey: keys.teams.details() }),
      ]);
    },
  });
}
