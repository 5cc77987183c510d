import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import type { NewPasswordForm } from '../schemas';

const answerSchema = z.unknown();

export function resetPassword(input: NewPasswordForm & { token: string }) {
  return apiRequest('api/account/reset-password', answerSchema, {
    method: 'PUT',
    body: { password: input.password, confirmPassword: input.confirmPassword, token: input.token },
  });
}
