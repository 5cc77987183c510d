import { useState, type ChangeEvent } from 'react';
import * as v from 'valibot';
import { loginFormSchema, type LoginForm } from './loginFormSchema';

type Field = keyof LoginForm;
const FIELDS: readonly Field[] = ['login', 'password'];

/**
 * The login form's state without react-hook-form (docs/decisions/0013-login-form-without-rhf.md):
 * the one form of the first load, two fields. What the user typed is kept in React state; the
 * errors are its schema's (valibot, decision 0028), derived from the values, and shown as react-hook-form's `onTouched` mode
 * shows them (the other forms' mode): a field's once it has lost focus, every field's once a
 * submit was tried, then updated at each keystroke.
 */
export function useLoginFields() {
  const [values, setValues] = useState<LoginForm>({ login: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, true>>>({});
  const parsed = v.safeParse(loginFormSchema, values);
  const errors = parsed.success ? {} : (v.flatten<typeof loginFormSchema>(parsed.issues).nested ?? {});

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: touched[name] ? errors[name]?.[0] : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
  });

  /** A submit: every error shows; the trimmed values when valid, or null with focus on the first invalid field. */
  const validate = (form: HTMLFormElement): LoginForm | null => {
    setTouched(Object.fromEntries(FIELDS.map((name) => [name, true] as const)));
    if (parsed.success) return parsed.output;
    const firstInvalid = FIELDS.find((name) => errors[name]?.length);
    const input = firstInvalid ? form.elements.namedItem(firstInvalid) : null;
    if (input instanceof HTMLElement) input.focus();
    return null;
  };

  return { field, validate };
}
