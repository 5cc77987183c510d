import * as v from 'valibot';
import { EMAIL_FORMAT } from '@/lib/emailFormat';
import { messages } from '@/messages/catalogue';

// valibot, not zod: the login form is the one form of the first load; the other forms of this
// feature, loaded later with react-hook-form, keep zod in ./schemas
// (docs/decisions/0028-first-load-schemas-valibot.md).

const text = messages.validation;
const MAX_LOGIN_LENGTH = 255;

const required = () => v.minLength<string, 1, string>(1, text.required);
const maxLength = () => v.maxLength<string, typeof MAX_LOGIN_LENGTH, string>(MAX_LOGIN_LENGTH, text.maxLength(MAX_LOGIN_LENGTH));

/** Required, valid e-mail, at most 255 characters once trimmed (spec 01 §5): the value is trimmed. */
export const loginFormSchema = v.object({
  login: v.pipe(
    v.string(),
    v.trim(),
    required(),
    maxLength(),
    v.check((value) => EMAIL_FORMAT.test(value), text.email),
  ),
  password: v.pipe(v.string(), required(), maxLength()),
});
export type LoginForm = v.InferOutput<typeof loginFormSchema>;
