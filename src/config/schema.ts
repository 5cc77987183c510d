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
});

export type AppConfig = z.infer<typeof configSchema>;
