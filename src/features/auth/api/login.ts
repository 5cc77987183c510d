import { apiRequest } from '@/api/client';
import { loginAnswerSchema } from '@/session/loginAnswer';
import { signedInUser } from '@/session/signedInUser';
import type { LoginForm } from '../loginFormSchema';

/** Only the token is needed to sign in; the user is completed from it and the login typed. */
export async function login(form: LoginForm) {
  const answer = await apiRequest('api/account/login', loginAnswerSchema, {
    method: 'POST',
    body: { login: form.login, password: form.password },
  });
  return { Token: answer.Token, InstitutionUser: signedInUser(answer, form.login) };
}
