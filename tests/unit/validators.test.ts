import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginFormSchema } from '@/features/auth/loginFormSchema';
import { forgotPasswordFormSchema, newPasswordFormSchema } from '@/features/auth/schemas';

function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** The login form's first error per field (valibot, on the first load: decision 0028). */
function loginErrors(values: { login: string; password: string }) {
  const out: Record<string, string> = {};
  for (const issue of v.safeParse(loginFormSchema, values).issues ?? []) out[v.getDotPath(issue) ?? ''] ??= issue.message;
  return out;
}

describe('login form', () => {
  it('requires both fields', () => {
    expect(loginErrors({ login: '', password: '' })).toEqual({
      login: 'Campo obrigatório.',
      password: 'Campo obrigatório.',
    });
  });

  it('checks the e-mail and the 255-character limits', () => {
    expect(loginErrors({ login: 'ana', password: 'x' })).toEqual({ login: 'Informe um email válido.' });
    const long = `${'a'.repeat(250)}@x.com`;
    expect(loginErrors({ login: long, password: 'p'.repeat(256) })).toEqual({
      login: 'O campo pode conter no máximo 255 caracteres.',
      password: 'O campo pode conter no máximo 255 caracteres.',
    });
    expect(v.safeParse(loginFormSchema, { login: 'ana@clinica.com.br', password: 'x' }).success).toBe(true);
  });
});

describe('forgot password form', () => {
  it('requires a valid e-mail', () => {
    expect(firstErrors(forgotPasswordFormSchema.safeParse({ email: '' }))).toEqual({ email: 'Campo obrigatório.' });
    expect(firstErrors(forgotPasswordFormSchema.safeParse({ email: 'x@' }))).toEqual({ email: 'Informe um email válido.' });
  });
});

describe('new password form', () => {
  const check = (password: string, confirmPassword: string) => firstErrors(newPasswordFormSchema.safeParse({ password, confirmPassword }));

  it('requires both fields', () => {
    expect(check('', '')).toEqual({ password: 'Campo obrigatório.', confirmPassword: 'Campo obrigatório.' });
  });

  it('wants 6 to 15 characters without whitespace', () => {
    expect(check('abc', 'abc')).toEqual({
      password: 'O campo deve conter no mínimo 6 caracteres.',
      confirmPassword: 'O campo deve conter no mínimo 6 caracteres.',
    });
    expect(check('a'.repeat(16), 'a'.repeat(16)).password).toBe('O campo pode conter no máximo 15 caracteres.');
    expect(check('abc def1', 'abc def1').password).toBe('A senha não pode conter espaços.');
  });

  it('wants the confirmation to equal the password', () => {
    expect(check('Segura1', 'Segura2')).toEqual({ confirmPassword: 'As senhas não são iguais.' });
    expect(check('Segura1', 'Segura1')).toEqual({});
  });
});
