import { apiRequest } from '@/api/client';
import { loginAnswerSchema } from '@/session/schema';
import type { LoginForm } from '../schemas';

export function login(form: LoginForm) {
  return apiRequest('api/account/login', loginAnswerSchema, {
    method: 'POST',
    body: { login: form.login, password: form.password },
  });
}
