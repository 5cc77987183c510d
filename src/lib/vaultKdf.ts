/**
 * The key the data key is wrapped under, derived from the password, and the stored records the
 * vault accepts (docs/decisions/0024-argon2id-vault.md, docs/security.md):
 * - v2, every wrapped key written since: Argon2id with its parameters stored beside it;
 * - v1, before: PBKDF2-SHA-256, still read, re-wrapped under Argon2id at its next unlock.
 * A record whose parameters fall outside `KDF_BOUNDS` is refused before any derivation runs: an
 * altered record can make an unlock fail, never hang or allocate without limit.
 */
import { argon2idBytes, type Argon2Params } from './argon2';
import { fromBase64 } from './base64';
import { IV_BYTES } from './vaultCrypto';

export type { Argon2Params } from './argon2';

/**
 * Every new wrapped key. 64 MiB and one lane (the library runs lanes one after the other anyway);
 * the passes make one derivation take about half a second on the project's machine
 * (docs/security.md has the measurements). Raise them in a later release: each record keeps its own.
 */
export const ARGON2_PARAMS: Readonly<Argon2Params> = Object.freeze({ memoryKiB: 64 * 1024, iterations: 5, parallelism: 1 });

/**
 * What a stored record may ask for (decision 0024 says why each):
 * - PBKDF2 from 100 000 rounds (no recommendation quoted today goes lower) to 10 000 000 (about
 *   1.7 s in Chromium here, 17 times what v1 keys were written with);
 * - Argon2id memory from 19 MiB (OWASP's lowest configuration) to 256 MiB (four times ours; a
 *   gigabyte is more than a phone's tab or a 32-bit browser reliably gets), 1 to 16 passes, 1 to 4
 *   lanes, and at most 1 GiB of memory passes in all (16 passes over our 64 MiB: about 1.3 s here).
 */
export const KDF_BOUNDS = {
  pbkdf2Iterations: { min: 100_000, max: 10_000_000 },
  argon2MemoryKiB: { min: 19 * 1024, max: 256 * 1024 },
  argon2Iterations: { min: 1, max: 16 },
  argon2Parallelism: { min: 1, max: 4 },
  argon2WorkKiB: 1024 * 1024,
} as const;

const SALT_BYTES = { min: 16, max: 64 };
/** AES-GCM over the 32-byte data key: the key, then the 16-byte tag. */
const WRAPPED_BYTES = 48;

interface Stored {
  /** base64 */
  salt: string;
  /** base64 */
  iv: string;
  /** base64: AES-GCM(wrapping key, raw data key) */
  wrapped: string;
}

/** Written before decision 0024: PBKDF2-SHA-256. */
export interface WrappedKeyV1 extends Stored {
  v: 1;
  iterations: number;
}

export interface WrappedKeyV2 extends Stored, Argon2Params {
  v: 2;
  kdf: 'argon2id';
}

/** The data key as stored: usable only with the password it was wrapped under. */
export type WrappedKey = WrappedKeyV1 | WrappedKeyV2;

/** How a wrapping key is derived: a record's version and parameters. */
export type KdfOf = Pick<WrappedKeyV1, 'v' | 'iterations'> | Pick<WrappedKeyV2, 'v' | 'kdf' | keyof Argon2Params>;

function within(value: unknown, range: { min: number; max: number }): value is number {
  return Number.isInteger(value) && (value as number) >= range.min && (value as number) <= range.max;
}

export function argon2InBounds(params: Partial<Record<keyof Argon2Params, unknown>>): params is Argon2Params {
  const { memoryKiB, iterations, parallelism } = params;
  return (
    within(memoryKiB, KDF_BOUNDS.argon2MemoryKiB) &&
    within(iterations, KDF_BOUNDS.argon2Iterations) &&
    within(parallelism, KDF_BOUNDS.argon2Parallelism) &&
    memoryKiB * iterations <= KDF_BOUNDS.argon2WorkKiB
  );
}

function byteLength(value: unknown): number {
  if (typeof value !== 'string') return -1;
  try {
    return fromBase64(value).length;
  } catch {
    return -1;
  }
}

/**
 * A stored wrapped key as the vault accepts it (only its known fields), or null: an unknown
 * version, a field missing or malformed, parameters outside `KDF_BOUNDS`. Runs no derivation.
 */
export function readWrappedKey(value: unknown): WrappedKey | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const salt = byteLength(record.salt);
  if (salt < SALT_BYTES.min || salt > SALT_BYTES.max || byteLength(record.iv) !== IV_BYTES || byteLength(record.wrapped) !== WRAPPED_BYTES) {
    return null;
  }
  const stored = { salt: record.salt as string, iv: record.iv as string, wrapped: record.wrapped as string };
  if (record.v === 1 && within(record.iterations, KDF_BOUNDS.pbkdf2Iterations)) {
    return { v: 1, iterations: record.iterations, ...stored };
  }
  const params = { memoryKiB: record.memoryKiB, iterations: record.iterations, parallelism: record.parallelism };
  if (record.v === 2 && record.kdf === 'argon2id' && argon2InBounds(params)) {
    return { v: 2, kdf: 'argon2id', memoryKiB: params.memoryKiB, iterations: params.iterations, parallelism: params.parallelism, ...stored };
  }
  return null;
}

const encoder = new TextEncoder();
const WRAPPING_USES: KeyUsage[] = ['wrapKey', 'unwrapKey'];

/**
 * The derivation could not run on this device now (the 64 MiB refused, WebAssembly blocked,
 * WebCrypto missing): it says nothing about the password, so an unlock does not count it as a try.
 */
export class KdfUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('the key derivation could not run', options);
    this.name = 'KdfUnavailableError';
  }
}

/**
 * The key the data key is wrapped under: the slow step, run off the page's main thread. Throws
 * `KdfUnavailableError` when it cannot run; an empty password never gets here (the library
 * refuses it, and no key is wrapped under one).
 */
export async function deriveWrappingKey(password: string, salt: Uint8Array<ArrayBuffer>, kdf: KdfOf): Promise<CryptoKey> {
  try {
    return await derive(password, salt, kdf);
  } catch (error) {
    throw new KdfUnavailableError({ cause: error });
  }
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, kdf: KdfOf): Promise<CryptoKey> {
  if (kdf.v === 1) {
    const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveKey']);
    return crypto.subtle.deriveKey(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: kdf.iterations },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      WRAPPING_USES,
    );
  }
  const { memoryKiB, iterations, parallelism } = kdf;
  const bytes = await argon2idBytes({ password, salt, memoryKiB, iterations, parallelism, hashLength: 32 });
  try {
    return await crypto.subtle.importKey('raw', bytes, { name: 'AES-GCM', length: 256 }, false, WRAPPING_USES);
  } finally {
    bytes.fill(0);
  }
}
