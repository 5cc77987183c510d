import * as z from 'zod/mini';
import { messages } from '@/messages/catalogue';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid';

const messageList = z.union([z.array(z.string()), z.string()]);

/**
 * The server's error body; every field may be missing or null in practice. `Errors` is a list or
 * a text in the spec; an ASP.NET validation answer sends it as `{Field: [messages]}` instead (and
 * in camelCase, `title` / `errors`), which becomes the list plus `FieldErrors` for the forms.
 */
export const errorBodySchema = z.pipe(
  z.looseObject({
    Title: z.catch(z.nullish(z.string()), null),
    title: z.catch(z.nullish(z.string()), null),
    Message: z.catch(z.nullish(z.string()), null),
    message: z.catch(z.nullish(z.string()), null),
    Errors: z.catch(z.nullish(z.union([messageList, z.record(z.string(), messageList)])), null),
    errors: z.catch(z.nullish(z.union([messageList, z.record(z.string(), messageList)])), null),
  }),
  z.transform((body) => {
    const errors = body.Errors ?? body.errors ?? null;
    const byField = errors !== null && typeof errors === 'object' && !Array.isArray(errors) ? errors : null;
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(byField ?? {})) fieldErrors[field] = typeof list === 'string' ? [list] : list;
    return {
      Title: body.Title ?? body.title ?? null,
      Message: body.Message ?? body.message ?? null,
      Errors: byField ? Object.values(fieldErrors).flat() : (errors as string[] | string | null),
      FieldErrors: fieldErrors,
    };
  }),
);

/** Every failure of a call, whatever its cause, becomes one of these. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly title: string | null;
  override readonly message: string;
  /** The server's own Message, when it sent one (the alert helper prefers it). */
  readonly serverMessage: string | null;
  readonly errors: string[] | string | null;
  /** Messages the server tied to a field by its name (`{Errors: {Name: [...]}}`). */
  readonly fieldErrors: Readonly<Record<string, string[]>>;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    title?: string | null;
    message?: string | null;
    errors?: string[] | string | null;
    fieldErrors?: Record<string, string[]>;
  }) {
    const fallback =
      init.kind === 'timeout'
        ? messages.http.timeout
        : init.kind === 'network'
          ? messages.http.network
          : init.kind === 'invalid'
            ? messages.http.invalidAnswer
            : messages.alerts.danger;
    super(init.message || fallback);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.title = init.title ?? null;
    this.message = init.message || fallback;
    this.serverMessage = init.kind === 'http' ? (init.message ?? null) : this.message;
    this.errors = init.errors ?? null;
    this.fieldErrors = init.fieldErrors ?? {};
  }

  /** The shape the alert helper reads. */
  toAlertInput() {
    return { status: this.status, title: this.title, message: this.serverMessage, errors: this.errors };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
