import * as v from 'valibot';
import { EMAIL_FORMAT } from '@/lib/emailFormat';
import { DEFAULT_BI_REPORT_ORIGINS, reportOrigin } from './origins';

// valibot, not zod: the configuration is read before the login screen shows
// (docs/decisions/0028-first-load-schemas-valibot.md).

/**
 * An absolute http(s) URL, as zod's `z.url({ protocol: /^https?$/ })` took it: trimmed, `://`
 * required, parsed by the URL parser; kept as written, less its tabs and line breaks.
 */
const absoluteUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check((url) => {
    if (!/^https?:\/\//i.test(url)) return false;
    try {
      return /^https?:$/.test(new URL(url).protocol);
    } catch {
      return false;
    }
  }, 'expected an absolute http(s) URL'),
  v.transform((url) => url.replace(/[\t\n\r]/g, '')),
);

/** A positive number; `fallback` when the file names none. */
const positive = (fallback: number) => v.optional(v.pipe(v.number(), v.gtValue(0)), fallback);

/** One report host, `https://host[:port]` (http only on the loopback), kept as its lower-case origin. */
const reportOriginEntry = v.pipe(
  v.string(),
  v.check((entry) => reportOrigin(entry) !== null, 'expected https://host[:port], or http:// on 127.0.0.1, localhost or [::1]'),
  v.transform((entry) => reportOrigin(entry) ?? entry),
);

/** Runtime configuration, one file per deployment (`/config.json` beside index.html). */
export const configSchema = v.object({
  /** Base of the admin API; calls go to `apiUrl + 'api/…'`. Relative bases resolve against the page. */
  apiUrl: v.pipe(v.string(), v.minLength(1)),
  professionalAppUrl: absoluteUrl,
  patientRegistrationUrl: absoluteUrl,
  /** Postal-code lookup template, e.g. `https://viacep.com.br/ws/{cep}/json/`. */
  cepUrl: v.pipe(v.string(), v.includes('{cep}')),
  contactEmail: v.pipe(v.string(), v.regex(EMAIL_FORMAT)),
  /** Cached data older than this many hours is purged at start-up instead of shown offline. */
  maxOfflineAgeHours: positive(12),
  /** A call that has not answered after this many seconds fails as a timeout (the last data stays). */
  requestTimeoutSeconds: positive(15),
  /** Pending alerts are asked for again this often while the console is visible and online. */
  alertsRefreshSeconds: positive(60),
  /** A pending alert waiting longer than this many minutes is marked 'Atrasado' (the triage queue). */
  alertsOverdueMinutes: positive(60),
  /** Every tab locks after this many minutes without input in any of them (session/lock.ts). */
  idleLockMinutes: positive(15),
  /**
   * The origins a BI report may be framed from (features/bi/reportUrlRules.ts); the console's own is
   * refused even when listed. Power BI's by default; `[]` frames none.
   */
  biReportOrigins: v.optional(v.array(reportOriginEntry), () => [...DEFAULT_BI_REPORT_ORIGINS]),
  /**
   * Whether the sign-in's fields (and the forgot-password e-mail) let the browser remember and
   * offer what was typed (`autocomplete="username"` / `"current-password"` / `"email"`). Off by
   * default for shared workstations: `autocomplete="off"` keeps the last user's e-mail out of
   * Chromium's and Firefox's form history, so it is not offered to the next person.
   */
  loginAutocomplete: v.optional(v.boolean(), false),
  /**
   * Whether a new message from a patient makes a system notification for the users who turned
   * them on, as a severe symptom alert does (docs/decisions/0029-severe-alert-notifications.md).
   */
  notifyMessages: v.optional(v.boolean(), false),
  /**
   * Whether a notification names the patient. Off by default: a notification shows on a shared
   * screen, beside other programs, and stays in the system's list after the console locks.
   */
  notificationsShowNames: v.optional(v.boolean(), false),
});

export type AppConfig = v.InferOutput<typeof configSchema>;
