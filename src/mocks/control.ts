import { HttpResponse, delay, http } from 'msw';
import { apiMessages, errorBody } from './lib/http';

/** A simulated failure; shared by the vitest transport and the real server. */
export interface FailureSpec {
  /** Matched against the URL pathname (contains), e.g. 'api/dashboard/addresses'. */
  path: string;
  method?: string;
  /**
   * A slow or hanging API: the answer waits this long. Alone (no status, body or malformed) the
   * answer is then the real one, late.
   */
  delayMs?: number;
  /** Default 500 (200 when `malformed`). */
  status?: number;
  /** Default: the error body with Message 'Erro simulado.'. */
  body?: unknown;
  /** Answers valid JSON of the wrong shape, to exercise the client's schema checks. */
  malformed?: boolean;
  /** How many matching requests fail; unlimited when absent. */
  times?: number;
}

interface ActiveFailure extends FailureSpec {
  remaining: number;
}

/**
 * 'alternate' answers the other shapes the spec allows (see lib/shapes.ts); 'spec' answers the
 * patient screens with the spec's fields and nothing else: the record with only spec 02 §3's fields
 * and `Status` as .NET's enum number, CIDs as the spec's Patient CID entries (disabled ones
 * included), chats whose Id differs from their messages' TicketId.
 */
export type DemoShapes = 'default' | 'alternate' | 'spec';

/** Extra headers on the successful answers of the paths that contain `path`. */
export interface AnswerHeadersSpec {
  path: string;
  headers: Record<string, string>;
}

/**
 * What GET api/powerbi/geturl answers: 'default' the demo's own report page (/__demo/bi-report on
 * the demo server's report origin),
 * 'empty' an empty URL (the console's "not found"), any other value that URL as it is.
 */
export type BiUrlSetting = 'default' | 'empty' | (string & {});

let latencyMs = 0;
let failures: ActiveFailure[] = [];
let shapes: DemoShapes = 'default';
let answerHeaders: AnswerHeadersSpec[] = [];
let biUrl: BiUrlSetting = 'default';

export function setLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

export function failPath(spec: FailureSpec): void {
  failures.push({ ...spec, path: spec.path.replace(/^\/+/, ''), remaining: spec.times ?? Infinity });
}

export function setShapes(profile: DemoShapes): void {
  shapes = profile;
}

export function currentShapes(): DemoShapes {
  return shapes;
}

export function addAnswerHeaders(spec: AnswerHeadersSpec): void {
  answerHeaders.push({ path: spec.path.replace(/^\/+/, ''), headers: { ...spec.headers } });
}

/** Every configured header for this pathname; a later entry wins over an earlier one. */
export function answerHeadersFor(pathname: string): Record<string, string> {
  return Object.assign({}, ...answerHeaders.filter((spec) => pathname.includes(spec.path)).map((spec) => spec.headers)) as Record<string, string>;
}

function setBiUrl(setting: BiUrlSetting): void {
  biUrl = setting;
}

export function currentBiUrl(): BiUrlSetting {
  return biUrl;
}

export function resetControl(): void {
  latencyMs = 0;
  failures = [];
  shapes = 'default';
  answerHeaders = [];
  biUrl = 'default';
}

export interface ControlSettings {
  latencyMs?: number;
  failures?: FailureSpec[];
  shapes?: DemoShapes;
  answerHeaders?: AnswerHeadersSpec[];
  biUrl?: BiUrlSetting;
}

/** What POST /__demo/control sends: it replaces every switch at once. */
export function replaceControl(settings: ControlSettings): void {
  resetControl();
  setLatency(settings.latencyMs ?? 0);
  settings.failures?.forEach(failPath);
  setShapes(settings.shapes ?? 'default');
  settings.answerHeaders?.forEach(addAnswerHeaders);
  setBiUrl(settings.biUrl ?? 'default');
}

/** The demo's own endpoints stay reachable, or a test could never switch a failure off. */
function isDemoControlPath(pathname: string): boolean {
  return pathname.includes('/__demo/');
}

function takeFailure(request: Request): ActiveFailure | undefined {
  const { pathname } = new URL(request.url);
  const failure = failures.find(
    (candidate) =>
      candidate.remaining > 0 &&
      pathname.includes(candidate.path) &&
      (!candidate.method || candidate.method.toUpperCase() === request.method),
  );
  if (failure) failure.remaining -= 1;
  return failure;
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function failureResponse(failure: FailureSpec): Response {
  const status = failure.status ?? (failure.malformed ? 200 : 500);
  if (NULL_BODY_STATUSES.has(status)) return new HttpResponse(null, { status });
  const fallback = failure.malformed ? { unexpected: true } : errorBody({ Message: apiMessages.simulated });
  return HttpResponse.json(failure.body ?? fallback, { status });
}

/**
 * Must be the first handler: it waits the configured latency and answers a configured failure;
 * returning nothing lets msw fall through to the real handler.
 */
export const controlHandler = http.all('*', async ({ request }) => {
  if (isDemoControlPath(new URL(request.url).pathname)) return undefined;
  if (latencyMs > 0) await delay(latencyMs);
  const failure = takeFailure(request);
  if (!failure) return undefined;
  if (failure.delayMs !== undefined) {
    await delay(failure.delayMs);
    const onlySlow = failure.status === undefined && failure.body === undefined && !failure.malformed;
    if (onlySlow) return undefined;
  }
  return failureResponse(failure);
});
