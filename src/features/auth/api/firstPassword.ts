import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import type { NewPasswordForm } from '../schemas';

const answerSchema = z.unknown();

export function createFirstPassword(input: NewPasswordForm & { token: string }) {
  return apiRequest('api/professional/first-password', answerSchema, {
    method: 'PUT',
    body: { password: input.password, confirmPassword: input.confirmPassword, token: input.token },
  });
}
