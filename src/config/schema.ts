import * as z from 'zod/mini';

const absoluteUrl = z.url({ protocol: /^https?$/ });

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
  /** Every tab locks after this many minutes without input in any of them (session/lock.ts). */
  idleLockMinutes: z._default(z.number().check(z.positive()), 15),
});

export type AppConfig = z.infer<typeof configSchema>;
