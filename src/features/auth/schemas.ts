import { z } from 'zod';
import { messages } from '@/messages/catalogue';

const v = messages.validation;
export const MAX_LOGIN_LENGTH = 255;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 15;

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Required, valid e-mail, at most 255 characters (spec 01 §5). */
export const emailField = z
  .string()
  .trim()
  .min(1, v.required)
  .max(MAX_LOGIN_LENGTH, v.maxLength(MAX_LOGIN_LENGTH))
  .refine(isEmail, v.email);

export const loginFormSchema = z.object({
  login: emailField,
  password: z.string().min(1, v.required).max(MAX_LOGIN_LENGTH, v.maxLength(MAX_LOGIN_LENGTH)),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

const newPassword = z
  .string()
  .min(1, v.required)
  .regex(/^\S*$/, v.noWhitespace)
  .min(PASSWORD_MIN, v.minLength(PASSWORD_MIN))
  .max(PASSWORD_MAX, v.maxLength(PASSWORD_MAX));

const confirmation = z
  .string()
  .min(1, v.required)
  .min(PASSWORD_MIN, v.minLength(PASSWORD_MIN))
  .max(PASSWORD_MAX, v.maxLength(PASSWORD_MAX));

/** First password and reset password share the rules of spec 01 §5. */
export const newPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: confirmation })
  .refine((f) => f.password === f.confirmPassword, { message: v.passwordsDiffer, path: ['confirmPassword'] });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
