import * as z from 'zod/mini';
import { readFlag, readText } from '@/api/read';

/** The address fields a postal-code lookup fills (spec 02 §3, §7). */
interface CepAddress {
  street: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  uf: string | null;
}

export type CepAnswer = { found: true; address: CepAddress } | { found: false };

/**
 * The lookup's JSON (ViaCEP's: logradouro, complemento, bairro, localidade, uf, erro; spec 02 §7).
 * `erro` may be true or 'true'. An answer without any address field is taken as not found.
 */
const cepAnswerSchema = z.pipe(
  z.looseObject({}),
  z.transform((body): CepAnswer => {
    if (readFlag(body.erro) === true) return { found: false };
    const address = {
      street: readText(body.logradouro ?? body.street),
      complement: readText(body.complemento ?? body.complement),
      neighborhood: readText(body.bairro ?? body.neighborhood),
      city: readText(body.localidade ?? body.city),
      uf: readText(body.uf)?.toUpperCase() ?? null,
    };
    return address.street || address.city ? { found: true, address } : { found: false };
  }),
);

/**
 * Asks the configured postal-code service (`cepUrl`, a template with `{cep}`) for an 8-digit code.
 * A plain request to another service: it never carries the console's bearer token, cookies or the
 * page's address. Throws when the service cannot be reached or answers something unreadable.
 */
export async function lookupCep(template: string, digits: string, signal?: AbortSignal): Promise<CepAnswer> {
  const url = new URL(template.replace('{cep}', encodeURIComponent(digits)), window.location.href);
  const response = await fetch(url, {
    signal,
    // A patient's address: never kept in the browser's HTTP cache on disk.
    cache: 'no-store',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    // ViaCEP answers 400 for a malformed code; any other failure is the service's.
    if (response.status === 400 || response.status === 404) return { found: false };
    throw new Error(`CEP ${response.status}`);
  }
  const parsed = z.safeParse(cepAnswerSchema, await response.json());
  if (!parsed.success) throw new Error('CEP');
  return parsed.data;
}
