import { safeParse } from 'zod/mini';
import { configSchema, type AppConfig } from './schema';

export type ConfigResult =
  | { ok: true; config: AppConfig }
  | { ok: false; reason: 'missing' | 'malformed'; fields: string[] };

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

/** Reads `/config.json` over the `VITE_*` build-time defaults and validates the result. */
export async function loadConfig(pageUrl = window.location.href, baseUrl = import.meta.env.BASE_URL): Promise<ConfigResult> {
  let raw: unknown;
  try {
    // Served with Cache-Control: no-cache, and preloaded by index.html with the same request mode.
    const response = await fetch(new URL(`${baseUrl}config.json`, pageUrl));
    if (!response.ok) return { ok: false, reason: 'missing', fields: [] };
    raw = await response.json();
  } catch (error) {
    // A SyntaxError is a file that exists but is not JSON; anything else means we could not read it.
    return { ok: false, reason: error instanceof SyntaxError ? 'malformed' : 'missing', fields: [] };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, reason: 'malformed', fields: [] };
  }
  const parsed = safeParse(configSchema, { ...buildTimeDefaults(), ...raw });
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(raiz)'))];
    return { ok: false, reason: 'malformed', fields };
  }
  let apiUrl: string;
  try {
    apiUrl = normaliseBase(parsed.data.apiUrl, pageUrl);
  } catch {
    return { ok: false, reason: 'malformed', fields: ['apiUrl'] };
  }
  return { ok: true, config: { ...parsed.data, apiUrl } };
}
