/**
 * The stored vault (`painel.vault`) handled as an attacker with the password would, from the
 * documented format alone (docs/security.md), never through the console's code: the data key
 * is wrapped (AES-GCM, 12-byte IV) under the first 32 bytes of
 * - v2: Argon2id(password, salt, memoryKiB, iterations, parallelism), hash-wasm's build;
 * - v1 (before decision 0024): PBKDF2-SHA-256(password, salt, iterations).
 * Runs in Node: the derivation takes a moment at full strength, so each record's key is kept.
 */
import { webcrypto } from 'node:crypto';
import { argon2id } from 'hash-wasm';

const { subtle } = webcrypto;

interface StoredKdf {
  v: number;
  kdf?: string;
  salt: string;
  iterations: number;
  memoryKiB?: number;
  parallelism?: number;
}

interface StoredRecord extends StoredKdf {
  iv: string;
  wrapped: string;
}

const bytes = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));
const b64 = (data: ArrayBuffer | Uint8Array) => Buffer.from(data instanceof Uint8Array ? data : new Uint8Array(data)).toString('base64');

async function wrappingKey(password: string, kdf: StoredKdf, usage: 'wrapKey' | 'unwrapKey'): Promise<CryptoKey> {
  const salt = bytes(kdf.salt);
  if (kdf.v === 1) {
    const material = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
    return subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: kdf.iterations }, material, { name: 'AES-GCM', length: 256 }, false, [usage]);
  }
  if (kdf.v !== 2 || kdf.kdf !== 'argon2id') throw new Error(`unknown vault record: v${kdf.v} ${kdf.kdf ?? ''}`);
  const derived = await argon2id({
    password,
    salt,
    memorySize: kdf.memoryKiB!,
    iterations: kdf.iterations,
    parallelism: kdf.parallelism!,
    hashLength: 32,
    outputType: 'binary',
  });
  return subtle.importKey('raw', new Uint8Array(derived), 'AES-GCM', false, [usage]);
}

const known = new Map<string, Promise<string>>();

/** The raw data key (base64) of a stored vault (`painel.vault`'s text), unwrapped with `password`. */
export function vaultDataKey(vault: string, password: string): Promise<string> {
  const memo = `${password}\n${vault}`;
  let key = known.get(memo);
  if (!key) {
    const { key: record } = JSON.parse(vault) as { key: StoredRecord };
    key = wrappingKey(password, record, 'unwrapKey')
      .then((wrapping) => subtle.unwrapKey('raw', bytes(record.wrapped), wrapping, { name: 'AES-GCM', iv: bytes(record.iv) }, 'AES-GCM', true, ['decrypt']))
      .then(async (dataKey) => b64(await subtle.exportKey('raw', dataKey)));
    // A wrong password (or record) is not kept: it fails again next time, as it should.
    key.catch(() => known.delete(memo));
    known.set(memo, key);
  }
  return key;
}
