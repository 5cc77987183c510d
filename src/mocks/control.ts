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
 * included), chats whose Id differs from their messages' TicketId; and the login answer loosely
 * typed (institution id and days as text, IsTrial as 0/1, Profile as a number, the user's Name null).
 */
export type DemoShapes = 'default' | 'alternate' | 'spec';

/**
 * How `PUT api/patient/{id}` writes: 'merge' changes the fields the body names; 'replace' takes
 * the body as the whole record, as a strict server may, so that a field the client left out is
 * lost (cleared) and one it does not know is kept only if it sent it back.
 */
export type PatientWrites = 'merge' | 'replace';

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

/**
 * The worsening alert (lib/worsening.ts): off (false), or the answer of the alert list, counted
 * from 1 since the last reset or control call, that first carries it.
 */
export type WorseningSetting = false | number;

/**
 * `npm start`'s: from the third answer, so a person who signs in sees the patient's pain worsen
 * after a refresh or two (every `alertsRefreshSeconds`, or on coming back to the window), never
 * on the first list, where nothing could have changed yet.
 */
export const DEMO_WORSENING_ANSWER = 3;

let latencyMs = 0;
let failures: ActiveFailure[] = [];
let shapes: DemoShapes = 'default';
let patientWrites: PatientWrites = 'merge';
let answerHeaders: AnswerHeadersSpec[] = [];
let biUrl: BiUrlSetting = 'default';
// Off unless the server was started with it (server/start.ts): the suites count the seeded
// alerts over many answers and must not meet an alert they did not ask for.
let startingWorsening: WorseningSetting = false;
let worsening: WorseningSetting = false;
let alertAnswers = 0;

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

export function setPatientWrites(mode: PatientWrites): void {
  patientWrites = mode;
}

export function currentPatientWrites(): PatientWrites {
  return patientWrites;
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

/**
 * The worsening switch from now on; the answers are counted again from here. A reset (and a
 * control call without the key) goes back to the server's starting value, not to off.
 */
export function setWorsening(setting: WorseningSetting): void {
  worsening = setting;
  alertAnswers = 0;
}

/** The server's starting value (npm start: on), which a reset returns to; sets the switch too. */
export function setStartingWorsening(setting: WorseningSetting): void {
  startingWorsening = setting;
  setWorsening(setting);
}

export function currentWorsening(): WorseningSetting {
  return worsening;
}

/** Counts one more answer of the alert list that could show the worsening patient; answers its number. */
export function countAlertAnswer(): number {
  alertAnswers += 1;
  return alertAnswers;
}

export function resetControl(): void {
  latencyMs = 0;
  failures = [];
  shapes = 'default';
  patientWrites = 'merge';
  answerHeaders = [];
  biUrl = 'default';
  setWorsening(startingWorsening);
}

export interface ControlSettings {
  latencyMs?: number;
  failures?: FailureSpec[];
  shapes?: DemoShapes;
  patientWrites?: PatientWrites;
  answerHeaders?: AnswerHeadersSpec[];
  biUrl?: BiUrlSetting;
  /** true: on from the answer DEMO_WORSENING_ANSWER; a number: from that answer; absent: the server's starting value. */
  worsening?: boolean | number;
}

/** What POST /__demo/control sends: it replaces every switch at once. */
export function replaceControl(settings: ControlSettings): void {
  resetControl();
  setLatency(settings.latencyMs ?? 0);
  settings.failures?.forEach(failPath);
  setShapes(settings.shapes ?? 'default');
  setPatientWrites(settings.patientWrites ?? 'merge');
  settings.answerHeaders?.forEach(addAnswerHeaders);
  setBiUrl(settings.biUrl ?? 'default');
  if (settings.worsening !== undefined) setWorsening(settings.worsening === true ? DEMO_WORSENING_ANSWER : settings.worsening);
}

/** The demo's own endpoints stay reachable, or a test could never switch a failure off. */
function isDemoControlPath(pathname: string): boolean {
  return pathname.includes('/__demo/');
}

function takeFailure(request: Request): ActiveFailure | undefined {
  const { pathname } = new URL(request.url);
  const failure = failures.find(
    (candidate) => candidate.remaining > 0 && pathname.includes(candidate.path) && (!candidate.method || candidate.method.toUpperCase() === request.method),
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
