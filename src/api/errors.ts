import * as z from 'zod/mini';
import { messages } from '@/messages/catalogue';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid';

/** The server's error body; every field may be missing or null in practice. */
export const errorBodySchema = z.looseObject({
  Title: z.nullish(z.string()),
  Message: z.nullish(z.string()),
  Errors: z.nullish(z.union([z.array(z.string()), z.string()])),
});

/** Every failure of a call, whatever its cause, becomes one of these. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly title: string | null;
  override readonly message: string;
  /** The server's own Message, when it sent one (the alert helper prefers it). */
  readonly serverMessage: string | null;
  readonly errors: string[] | string | null;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    title?: string | null;
    message?: string | null;
    errors?: string[] | string | null;
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
  }

  /** The shape the alert helper reads. */
  toAlertInput() {
    return { status: this.status, title: this.title, message: this.serverMessage, errors: this.errors };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
