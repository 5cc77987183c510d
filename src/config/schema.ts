import * as z from 'zod/mini';
import { DEFAULT_BI_REPORT_ORIGINS, reportOrigin } from './origins';

const absoluteUrl = z.url({ protocol: /^https?$/ });

/** One report host, `https://host[:port]` (http only on the loopback), kept as its lower-case origin. */
const reportOriginEntry = z.pipe(
  z.string().check(z.refine((entry) => reportOrigin(entry) !== null, 'expected https://host[:port], or http:// on 127.0.0.1, localhost or [::1]')),
  z.transform((entry) => reportOrigin(entry) ?? entry),
);

/** Runtime configuration, one file per deployment (`/config.json` beside index.html). */
export const configSchema = z.object({
  /** Base of the admin API; calls go to `apiUrl + 'api/…'`. Relative bases resolve against the page. */
  apiUrl: z.string().check(z.minLength(1)),
  professionalAppUrl: absoluteUrl,
  patientRegistrationUrl: absoluteUrl,
  /** Postal-code lookup template, e.g. `https://viacep.com.br/ws/{cep}/json/`. */
  cepUrl: z.string().check(z.includes('{cep}')),
  contactEmail: z.email(),
  /** Cached data older than this many hours is purged at start-up instead of shown offline. */
  maxOfflineAgeHours: z._default(z.number().check(z.positive()), 12),
  /** A call that has not answered after this many seconds fails as a timeout (the last data stays). */
  requestTimeoutSeconds: z._default(z.number().check(z.positive()), 15),
  /** Pending alerts are asked for again this often while the console is visible and online. */
  alertsRefreshSeconds: z._default(z.number().check(z.positive()), 60),
  /** A pending alert waiting longer than this many minutes is marked 'Atrasado' (the triage queue). */
  alertsOverdueMinutes: z._default(z.number().check(z.positive()), 60),
  /** Every tab locks after this many minutes without input in any of them (session/lock.ts). */
  idleLockMinutes: z._default(z.number().check(z.positive()), 15),
  /**
   * The origins a BI report may be framed from (features/bi/reportUrlRules.ts); the console's own is
   * refused even when listed. Power BI's by default; `[]` frames none.
   */
  biReportOrigins: z._default(z.array(reportOriginEntry), [...DEFAULT_BI_REPORT_ORIGINS]),
  /**
   * Whether the sign-in's fields (and the forgot-password e-mail) let the browser remember and
   * offer what was typed (`autocomplete="username"` / `"current-password"` / `"email"`). Off by
   * default for shared workstations: `autocomplete="off"` keeps the last user's e-mail out of
   * Chromium's and Firefox's form history, so it is not offered to the next person.
   */
  loginAutocomplete: z._default(z.boolean(), false),
});

export type AppConfig = z.infer<typeof configSchema>;
