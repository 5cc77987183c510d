/**
 * The cryptography of the offline cache (docs/decisions/0011-encrypted-cache-and-lock.md), on
 * WebCrypto: AES-GCM 256 under a random data key. The data key's wrapping under the password
 * (Argon2id) is in ./vaultWrap.ts, which only a sign-in and an unlock load: this module rides
 * with the first load (the persisted cache's sealing). Nothing here touches storage.
 */
export { fromBase64, toBase64 } from './base64';

/** AES-GCM's IV: fresh for every seal and every wrap. */
export const IV_BYTES = 12;

/** A sealed text: what the cache stores instead of its JSON. */
export interface Sealed {
  v: 1;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** A fresh data key. Extractable only so that it can be wrapped and handed to another tab. */
export function createDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
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
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(context) }, key, encoder.encode(text));
  return { v: 1, iv, data };
}

/**
 * Throws when the key, the context or the bytes are not the ones it was sealed with. The bytes
 * may come as a view too (decoded from base64).
 */
export async function openText(key: CryptoKey, sealed: Pick<Sealed, 'iv'> & { data: ArrayBuffer | Uint8Array<ArrayBuffer> }, context: string): Promise<string> {
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv, additionalData: encoder.encode(context) }, key, sealed.data);
  return decoder.decode(plain);
}

export function isSealed(value: unknown): value is Sealed {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Sealed>;
  // Tags, not instanceof: a value read back from IndexedDB may come from another realm.
  const tag = (x: unknown) => Object.prototype.toString.call(x);
  return v.v === 1 && tag(v.iv) === '[object Uint8Array]' && tag(v.data) === '[object ArrayBuffer]';
}
