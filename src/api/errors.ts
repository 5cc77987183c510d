import { messages } from '@/messages/catalogue';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid';

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
