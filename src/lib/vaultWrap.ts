/**
 * The data key wrapped (AES-GCM) under a key derived from the user's password with Argon2id
 * (./vaultKdf.ts; docs/decisions/0024-argon2id-vault.md). Loaded by a sign-in and an unlock
 * only, never with the login route's first load. Nothing here touches storage.
 */
import { fromBase64, toBase64 } from './base64';
import { IV_BYTES, createDataKey, randomBytes } from './vaultCrypto';
import { ARGON2_PARAMS, argon2InBounds, deriveWrappingKey, readWrappedKey, type Argon2Params, type WrappedKey, type WrappedKeyV2 } from './vaultKdf';

const SALT_BYTES = 16;

/**
 * `dataKey` wrapped under `password` with a new salt. `params`: tests only, for a cheaper (still
 * accepted) derivation; every caller of the console uses the constants.
 */
export async function wrapDataKey(dataKey: CryptoKey, password: string, params: Argon2Params = ARGON2_PARAMS): Promise<WrappedKeyV2> {
  if (!argon2InBounds(params)) throw new RangeError("Argon2id parameters outside the vault's bounds");
  const salt = randomBytes(SALT_BYTES);
  const wrappingKey = await deriveWrappingKey(password, salt, { v: 2, kdf: 'argon2id', ...params });
  const iv = randomBytes(IV_BYTES);
  const wrapped = await crypto.subtle.wrapKey('raw', dataKey, wrappingKey, { name: 'AES-GCM', iv });
  const { memoryKiB, iterations, parallelism } = params;
  return { v: 2, kdf: 'argon2id', memoryKiB, iterations, parallelism, salt: toBase64(salt), iv: toBase64(iv), wrapped: toBase64(wrapped) };
}

/** A new data key and its wrapped form under `password` (new salt). `params`: tests only. */
export async function createVault(password: string, params?: Argon2Params): Promise<{ dataKey: CryptoKey; wrapped: WrappedKeyV2 }> {
  const dataKey = await createDataKey();
  return { dataKey, wrapped: await wrapDataKey(dataKey, password, params) };
}

/**
 * The data key, or null when the password is not the one it was wrapped under, or the record was
 * altered: a tampered byte, a version or parameters the vault does not accept (refused before
 * any derivation runs). Throws `KdfUnavailableError` when the derivation cannot run on this device
 * (memory refused, WebAssembly blocked): that is no answer about the password.
 */
export async function unwrapVault(stored: WrappedKey, password: string): Promise<CryptoKey | null> {
  const record = readWrappedKey(stored);
  // No key is ever wrapped under an empty password (Argon2id refuses one).
  if (!record || password === '') return null;
  const wrappingKey = await deriveWrappingKey(password, fromBase64(record.salt), record);
  try {
    return await crypto.subtle.unwrapKey(
      'raw',
      fromBase64(record.wrapped),
      wrappingKey,
      { name: 'AES-GCM', iv: fromBase64(record.iv) },
      { name: 'AES-GCM', length: 256 },
      true,
      ['encrypt', 'decrypt'],
    );
  } catch {
    // GCM's tag check failed: a wrong password (or a tampered record) looks the same.
    return null;
  }
}
