/**
 * The forms of the password's screens (forgot, first and reset password): loaded with them, with
 * react-hook-form and zod. The login form, on the first load, has its own schema in valibot
 * (./loginFormSchema.ts, docs/decisions/0028-first-load-schemas-valibot.md).
 */
import * as z from 'zod/mini';
import { messages } from '@/messages/catalogue';

const v = messages.validation;
const MAX_LOGIN_LENGTH = 255;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 15;

const emailFormat = z.email();
const isEmail = (value: string) => z.safeParse(emailFormat, value).success;
const required = z.minLength(1, v.required);

/** Required, valid e-mail, at most 255 characters (spec 01 §5), as the login's (./loginFormSchema.ts). */
const emailField = z.string().check(z.trim(), required, z.maxLength(MAX_LOGIN_LENGTH, v.maxLength(MAX_LOGIN_LENGTH)), z.refine(isEmail, v.email));

export const forgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

const lengthChecks = [z.minLength(PASSWORD_MIN, v.minLength(PASSWORD_MIN)), z.maxLength(PASSWORD_MAX, v.maxLength(PASSWORD_MAX))] as const;

/** First password and reset password share the rules of spec 01 §5. */
export const newPasswordFormSchema = z
  .object({
    password: z.string().check(required, z.regex(/^\S*$/, v.noWhitespace), ...lengthChecks),
    confirmPassword: z.string().check(required, ...lengthChecks),
  })
  .check(z.refine((f) => f.password === f.confirmPassword, { message: v.passwordsDiffer, path: ['confirmPassword'] }));
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
