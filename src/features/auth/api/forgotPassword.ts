import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import type { ForgotPasswordForm } from '../schemas';

// The spec does not show the body of the answer: any JSON (or none) is accepted.
const answerSchema = z.unknown();

export function forgotPassword(form: ForgotPasswordForm) {
  return apiRequest('api/account/forgot-password', answerSchema, { method: 'POST', body: { email: form.email } });
}
