/**
 * Field rules of the API's model validation. They return Portuguese messages for `Errors`, the
 * way the real backend lists them; an empty list means valid.
 */
const MAX_TEXT_LENGTH = 255;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 15;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function requiredTextErrors(value: unknown, label: string, max = MAX_TEXT_LENGTH): string[] {
  const text = textOf(value);
  if (!text) return [`O campo ${label} é obrigatório.`];
  if (text.length > max) return [`O campo ${label} pode conter no máximo ${max} caracteres.`];
  return [];
}

export function emailErrors(value: unknown, label = 'E-mail'): string[] {
  const required = requiredTextErrors(value, label);
  if (required.length > 0) return required;
  return EMAIL_PATTERN.test(textOf(value)) ? [] : ['Informe um email válido.'];
}

function passwordErrors(value: unknown, label: string): string[] {
  if (typeof value !== 'string' || value === '') return [`O campo ${label} é obrigatório.`];
  const errors: string[] = [];
  if (/\s/.test(value)) errors.push(`O campo ${label} não pode conter espaços.`);
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) {
    errors.push(`O campo ${label} deve conter entre ${PASSWORD_MIN} e ${PASSWORD_MAX} caracteres.`);
  }
  return errors;
}

/** The password pair of the reset and first-password forms, plus their token. */
export function passwordPairErrors(body: Record<string, unknown>): string[] {
  const errors = [...passwordErrors(body.password, 'Senha'), ...passwordErrors(body.confirmPassword, 'Confirmação de senha')];
  if (typeof body.password === 'string' && body.password !== body.confirmPassword) {
    errors.push('As senhas não são iguais.');
  }
  if (!textOf(body.token)) errors.push('O campo Token é obrigatório.');
  return errors;
}
