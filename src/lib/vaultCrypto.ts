/**
 * The cryptography of the offline cache (docs/decisions/0011-encrypted-cache-and-lock.md), on
 * WebCrypto only: AES-GCM 256 under a random data key; the data key wrapped (AES-GCM) under a key
 * derived from the user's password with PBKDF2-SHA-256. Nothing here touches storage.
 */

/** OWASP Password Storage Cheat Sheet, PBKDF2-HMAC-SHA256: 600 000 iterations. */
export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const IV_BYTES = 12;

/** The data key as stored: usable only with the password it was wrapped under. */
export interface WrappedKey {
  v: 1;
  /** base64 */
  salt: string;
  iterations: number;
  /** base64 */
  iv: string;
  /** base64: AES-GCM(wrapping key, raw data key) */
  wrapped: string;
}

/** A sealed text: what the cache stores instead of its JSON. */
export interface Sealed {
  v: 1;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** The key the data key is wrapped under; the slow step (PBKDF2), run off the main thread by the browser. */
export async function deriveWrappingKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** A fresh data key. Extractable only so that it can be wrapped and handed to another tab. */
export function createDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

/** A new data key and its wrapped form under `password` (new salt). */
export async function createVault(
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<{ dataKey: CryptoKey; wrapped: WrappedKey }> {
  const salt = randomBytes(SALT_BYTES);
  const [wrappingKey, dataKey] = await Promise.all([deriveWrappingKey(password, salt, iterations), createDataKey()]);
  const iv = randomBytes(IV_BYTES);
  const wrapped = await crypto.subtle.wrapKey('raw', dataKey, wrappingKey, { name: 'AES-GCM', iv });
  return { dataKey, wrapped: { v: 1, salt: toBase64(salt), iterations, iv: toBase64(iv), wrapped: toBase64(wrapped) } };
}

/** The data key, or null when the password is not the one it was wrapped under (or the record was altered). */
export async function unwrapVault(wrapped: WrappedKey, password: string): Promise<CryptoKey | null> {
  const wrappingKey = await deriveWrappingKey(password, fromBase64(wrapped.salt), wrapped.iterations);
  try {
    return await crypto.subtle.unwrapKey(
      'raw',
      fromBase64(wrapped.wrapped),
      wrappingKey,
      { name: 'AES-GCM', iv: fromBase64(wrapped.iv) },
      { name: 'AES-GCM', length: 256 },
      true,
      ['encrypt', 'decrypt'],
    );
  } catch {
    // GCM's tag check failed: a wrong password (or a tampered record) looks the same.
    return null;
  }
}

export async function exportDataKey(key: CryptoKey): Promise<ArrayBuffer> {
  return crypto.subtle.exportKey('raw', key);
}

export function importDataKey(raw: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

/** `context` (the owner's key) is bound as additional data: a copy moved to another user's entry fails. */
export async function sealText(key: CryptoKey, text: string, context: string): Promise<Sealed> {
  const iv = randomBytes(IV_BYTES);
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    key,
    encoder.encode(text),
  );
  return { v: 1, iv, data };
}

/**
 * Throws when the key, the context or the bytes are not the ones it was sealed with. The bytes
 * may come as a view too (decoded from base64).
 */
export async function openText(key: CryptoKey, sealed: Pick<Sealed, 'iv'> & { data: ArrayBuffer | Uint8Array<ArrayBuffer> }, context: string): Promise<string> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv, additionalData: encoder.encode(context) },
    key,
    sealed.data,
  );
  return decoder.decode(plain);
}

export function isSealed(value: unknown): value is Sealed {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Sealed>;
  // Tags, not instanceof: a value read back from IndexedDB may come from another realm.
  const tag = (x: unknown) => Object.prototype.toString.call(x);
  return v.v === 1 && tag(v.iv) === '[object Uint8Array]' && tag(v.data) === '[object ArrayBuffer]';
}
