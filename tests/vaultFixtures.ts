import { toBase64 } from '@/lib/base64';
import { KDF_BOUNDS, type Argon2Params, type WrappedKeyV1 } from '@/lib/vaultKdf';

/**
 * The cheapest Argon2id the vault still accepts (its lower bounds: 19 MiB, one pass), for tests
 * that sign in or wrap keys many times. Passed explicitly; the console itself always uses
 * ARGON2_PARAMS (src/lib/vaultKdf.ts).
 */
export const CHEAP_ARGON2: Argon2Params = {
  memoryKiB: KDF_BOUNDS.argon2MemoryKiB.min,
  iterations: KDF_BOUNDS.argon2Iterations.min,
  parallelism: 1,
};

/**
 * `dataKey` wrapped as the console wrote it before decision 0024 (record v1, PBKDF2-SHA-256),
 * built from the documented format alone; the fewest rounds the vault accepts.
 */
export async function pbkdf2Record(dataKey: CryptoKey, password: string, iterations = KDF_BOUNDS.pbkdf2Iterations.min): Promise<WrappedKeyV1> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
  const wrapping = await crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, [
    'wrapKey',
  ]);
  const wrapped = await crypto.subtle.wrapKey('raw', dataKey, wrapping, { name: 'AES-GCM', iv });
  return { v: 1, salt: toBase64(salt), iterations, iv: toBase64(iv), wrapped: toBase64(wrapped) };
}
