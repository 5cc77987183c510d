import { safeParse, unknown, type core } from 'zod/mini';
import { ApiError } from './errors';
import { errorBodySchema } from './errorBody';
import { requireDeps } from './clientSetup';
import { checkTokenOnce } from './tokenCheck';
import { OFFLINE_OPT_OUT, hasCacheDirective } from './cacheControl';
import { markMemoryOnly } from './memoryOnly';
import { collectUnreadable } from './list';
import { anySignal, timeoutSignal } from './signals';

const DEFAULT_TIMEOUT_MS = 15_000;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON, or a FormData sent as multipart/form-data. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The token check itself must not trigger another check. */
  skipTokenCheck?: boolean;
  /** What the answer may be; JSON unless said (a file export). */
  accept?: string;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): URL {
  // Paths are relative to the base ('/api/x' in the spec means 'api/x' under the base).
  const base = requireDeps().baseUrl;
  const url = new URL(path.replace(/^\/+/, ''), base);
  // The bearer token goes to the API only: an address the API handed over (an attachment's, say)
  // that points at another host must be opened without it (see api/download.ts, apiPathOf).
  if (url.origin !== new URL(base).origin) throw new Error('buildUrl: an address outside the API');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeIssues(error: core.$ZodError): string {
  // Paths only: values may be patient data (LGPD).
  return error.issues.map((i) => `${i.path.join('.') || '(raiz)'}: ${i.code}`).join('; ');
}

async function send(url: URL, options: RequestOptions, token: string | null): Promise<Response> {
  const { timeoutMs = requireDeps().timeoutMs ?? DEFAULT_TIMEOUT_MS } = options;
  const timeout = timeoutSignal(timeoutMs);
  const signal = options.signal ? anySignal([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body is sent as multipart/form-data: the browser writes the header and its boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      // Never into the browser's HTTP cache, which is written to the profile's disk in clear
      // text, Authorization header or not: every call, token check and download (decision 0015).
      cache: 'no-store',
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller cancelled: not a failure to report
    if (timeout.aborted) throw new ApiError({ kind: 'timeout' });
    requireDeps().onReachability?.(false);
    throw new ApiError({ kind: 'network' });
  }
}

const tokenCheckSchema = unknown();

/** The check itself must not trigger another check. */
function verifyToken(token: string): Promise<unknown> {
  return apiRequest('api/account/token', tokenCheckSchema, { query: { token }, skipTokenCheck: true });
}

/**
 * One call to the admin API as a raw response: bearer header, token check before `api/` paths
 * while signed in, timeout, and a failure answer turned into an ApiError. Files (exports) are
 * read from it; JSON answers go through `apiRequest`.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const { getToken, onUnauthorized } = requireDeps();
  const token = getToken();
  if (token && !options.skipTokenCheck && path.includes('api/')) {
    await checkTokenOnce(token, verifyToken);
  }
  const response = await send(buildUrl(path, options.query), options, token);
  requireDeps().onReachability?.(true);
  if (response.ok) return response;

  // Only a rejection of the token in use ends the session: a late 401 to a call made with the
  // previous session's token (signed out, another user signed in meanwhile) ends nothing.
  if (response.status === 401 && token && getToken() === token) onUnauthorized();
  const parsed = safeParse(errorBodySchema, await readJson(response));
  const errorBody = parsed.success ? parsed.data : null;
  throw new ApiError({
    kind: 'http',
    status: response.status,
    title: errorBody?.Title ?? null,
    message: errorBody?.Message ?? null,
    errors: errorBody?.Errors ?? null,
    fieldErrors: errorBody?.FieldErrors,
  });
}

/** One call to the admin API (see `apiResponse`), its answer parsed by `schema`. */
export async function apiRequest<S extends core.$ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<core.output<S>> {
  const response = await apiResponse(path, options);
  const body = await readJson(response);
  const { result: parsed, problems } = collectUnreadable(() => safeParse(schema, body));
  if (problems.length > 0) {
    console.warn(`Resposta de ${withoutQuery(path)}: ${problems.length} item(ns) ilegível(is), contado(s) na tela: ${problems.join('; ')}`);
  }
  if (!parsed.success) {
    console.warn(`Resposta inesperada de ${withoutQuery(path)}: ${describeIssues(parsed.error)}`);
    throw new ApiError({ kind: 'invalid', status: response.status });
  }
  // `no-store` speaks to HTTP caches, which `send` already bypasses; the server keeps an answer
  // out of the console's offline copy with its own directive (decision 0015).
  if (hasCacheDirective(response.headers.get('cache-control'), OFFLINE_OPT_OUT)) markMemoryOnly(parsed.data);
  return parsed.data;
}

function withoutQuery(path: string): string {
  // Only the path: query strings may carry tokens.
  return path.split('?')[0] ?? path;
}
