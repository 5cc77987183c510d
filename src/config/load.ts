import { getDotPath, safeParse } from 'valibot';
import { configSchema, type AppConfig } from './schema';
import { keepConfig, readKeptConfig } from './kept';

export type ConfigResult =
  | { ok: true; config: AppConfig }
  /** `unreachable`: no answer at all (no network) and no configuration kept from an earlier start. */
  | { ok: false; reason: 'missing' | 'malformed' | 'unreachable'; fields: string[] };
type ConfigFailure = Extract<ConfigResult, { ok: false }>;

function buildTimeDefaults(): Record<string, string> {
  const env = import.meta.env;
  const pairs: [string, string | undefined][] = [
    ['apiUrl', env.VITE_API_URL],
    ['professionalAppUrl', env.VITE_PROFESSIONAL_APP_URL],
    ['patientRegistrationUrl', env.VITE_PATIENT_REGISTRATION_URL],
    ['cepUrl', env.VITE_CEP_URL],
    ['contactEmail', env.VITE_CONTACT_EMAIL],
  ];
  return Object.fromEntries(pairs.filter((p): p is [string, string] => Boolean(p[1])));
}

/** Ends with '/' so that `new URL('api/x', base)` keeps a base path such as `/backend/`. */
export function normaliseBase(url: string, pageUrl: string): string {
  const absolute = new URL(url, pageUrl).href;
  return absolute.endsWith('/') ? absolute : `${absolute}/`;
}

/**
 * Reads `/config.json` over the `VITE_*` build-time defaults and validates the result. Without a
 * network it falls back on the last file that parsed; a 404 or a broken file is the deployment's
 * own answer and is reported as such, never papered over with an older copy.
 */
export async function loadConfig(pageUrl = window.location.href, baseUrl = import.meta.env.BASE_URL): Promise<ConfigResult> {
  const answer = await fetchConfig(new URL(`${baseUrl}config.json`, pageUrl));
  if (answer === 'unreachable') {
    const kept = readKeptConfig();
    const result = kept === undefined ? null : validate(kept, pageUrl);
    // A kept copy this version no longer accepts is as good as none.
    return result?.ok ? result : { ok: false, reason: 'unreachable', fields: [] };
  }
  if (!answer.ok) return answer;
  const result = validate(answer.raw, pageUrl);
  if (result.ok) keepConfig(answer.raw);
  return result;
}

async function fetchConfig(url: URL): Promise<{ ok: true; raw: unknown } | ConfigFailure | 'unreachable'> {
  let response: Response;
  try {
    // Served with Cache-Control: no-cache, and preloaded by index.html with the same request mode.
    response = await fetch(url);
  } catch {
    return 'unreachable';
  }
  if (!response.ok) return { ok: false, reason: 'missing', fields: [] };
  try {
    return { ok: true, raw: await response.json() };
  } catch (error) {
    // A SyntaxError is a file that exists but is not JSON; anything else is the connection
    // dropping while the body arrived.
    return error instanceof SyntaxError ? { ok: false, reason: 'malformed', fields: [] } : 'unreachable';
  }
}

function validate(raw: unknown, pageUrl: string): ConfigResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, reason: 'malformed', fields: [] };
  }
  const parsed = safeParse(configSchema, { ...buildTimeDefaults(), ...raw });
  if (!parsed.success) {
    const fields = [...new Set(parsed.issues.map((i) => getDotPath(i) || '(raiz)'))];
    return { ok: false, reason: 'malformed', fields };
  }
  let apiUrl: string;
  try {
    apiUrl = normaliseBase(parsed.output.apiUrl, pageUrl);
  } catch {
    return { ok: false, reason: 'malformed', fields: ['apiUrl'] };
  }
  return { ok: true, config: { ...parsed.output, apiUrl } };
}
