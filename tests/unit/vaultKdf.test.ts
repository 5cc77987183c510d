import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argon2id } from 'hash-wasm';
import { argon2idBytes } from '@/lib/argon2';
import type * as Argon2Module from '@/lib/argon2';
import { createDataKey, exportDataKey, fromBase64, toBase64 } from '@/lib/vaultCrypto';
import { createVault, unwrapVault, wrapDataKey } from '@/lib/vaultWrap';
import { ARGON2_PARAMS, KdfUnavailableError, readWrappedKey, type WrappedKey, type WrappedKeyV1, type WrappedKeyV2 } from '@/lib/vaultKdf';
import { CHEAP_ARGON2, pbkdf2Record } from '../vaultFixtures';

// The derivation, watched: the real one runs unless a test says otherwise.
vi.mock('@/lib/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2Module>();
  return { ...actual, argon2idBytes: vi.fn(actual.argon2idBytes) };
});
const derivations = vi.mocked(argon2idBytes);

const PASSWORD = 'segredo-123';

const raw = async (key: CryptoKey) => toBase64(await exportDataKey(key));

let v2: { dataKey: CryptoKey; wrapped: WrappedKeyV2 };
let v1: WrappedKeyV1;

beforeEach(async () => {
  v2 ??= await createVault(PASSWORD, CHEAP_ARGON2);
  v1 ??= await pbkdf2Record(v2.dataKey, PASSWORD);
  derivations.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('the data key wrapped under Argon2id (record v2)', () => {
  it('a sign-in wraps under the console’s own parameters, not the tests’', async () => {
    // The derivation itself stubbed: only the parameters it is asked for matter here.
    derivations.mockResolvedValueOnce(new Uint8Array(32));
    const { wrapped } = await createVault(PASSWORD);
    expect(wrapped).toMatchObject({ v: 2, kdf: 'argon2id', ...ARGON2_PARAMS });
    expect(derivations).toHaveBeenCalledTimes(1);
    expect(derivations.mock.calls[0]![0]).toMatchObject({ ...ARGON2_PARAMS, hashLength: 32, password: PASSWORD });
  });

  it('is Argon2id as documented: hash-wasm’s argon2id of the password and salt, 32 bytes, is the AES-GCM key that unwraps it', async () => {
    const { wrapped } = v2;
    const bytes = await argon2id({
      password: PASSWORD,
      salt: fromBase64(wrapped.salt),
      memorySize: wrapped.memoryKiB,
      iterations: wrapped.iterations,
      parallelism: wrapped.parallelism,
      hashLength: 32,
      outputType: 'binary',
    });
    const wrapping = await crypto.subtle.importKey('raw', new Uint8Array(bytes), 'AES-GCM', false, ['unwrapKey']);
    const key = await crypto.subtle.unwrapKey('raw', fromBase64(wrapped.wrapped), wrapping, { name: 'AES-GCM', iv: fromBase64(wrapped.iv) }, 'AES-GCM', true, [
      'decrypt',
    ]);
    expect(await raw(key)).toBe(await raw(v2.dataKey));
  });

  it('unwraps with the right password only; a wrong or empty one gives null and does not throw', async () => {
    expect(await raw((await unwrapVault(v2.wrapped, PASSWORD))!)).toBe(await raw(v2.dataKey));
    expect(await unwrapVault(v2.wrapped, 'segredo-124')).toBeNull();
    expect(await unwrapVault(v2.wrapped, '')).toBeNull();
  });

  it('re-wrapping a key under Argon2id keeps the key and changes the salt', async () => {
    const again = await wrapDataKey(v2.dataKey, PASSWORD, CHEAP_ARGON2);
    expect(again.salt).not.toBe(v2.wrapped.salt);
    expect(await raw((await unwrapVault(again, PASSWORD))!)).toBe(await raw(v2.dataKey));
  });

  it('a record written before (v1, PBKDF2) still unwraps with its password', async () => {
    expect(readWrappedKey(v1)).toEqual(v1);
    expect(await raw((await unwrapVault(v1, PASSWORD))!)).toBe(await raw(v2.dataKey));
    expect(await unwrapVault(v1, 'segredo-124')).toBeNull();
    expect(derivations).not.toHaveBeenCalled();
  });

  it('a derivation that cannot run (its memory refused) is no answer about the password: it throws, never null', async () => {
    derivations.mockRejectedValueOnce(new RangeError('WebAssembly.Memory(): could not allocate memory'));
    const failed = unwrapVault(v2.wrapped, PASSWORD);
    await expect(failed).rejects.toBeInstanceOf(KdfUnavailableError);
    await expect(failed).rejects.toHaveProperty('cause', expect.any(RangeError));
    // The next try, with memory to spare, opens it.
    expect(await raw((await unwrapVault(v2.wrapped, PASSWORD))!)).toBe(await raw(v2.dataKey));
  });
});

describe('the vault’s bounds: a tampered record is refused before any derivation runs', () => {
  const GiB = 1024 * 1024;
  const tamperedV2: [string, Partial<Record<keyof WrappedKeyV2, unknown>>][] = [
    ['2^31 KiB of memory', { memoryKiB: 2 ** 31 }],
    ['1 GiB of memory (over 256 MiB)', { memoryKiB: GiB }],
    ['1 MiB of memory (under 19 MiB)', { memoryKiB: 1024 }],
    ['memory as text', { memoryKiB: '65536' }],
    ['no passes', { iterations: 0 }],
    ['17 passes', { iterations: 17 }],
    ['a billion passes', { iterations: 1e9 }],
    ['a fraction of a pass', { iterations: 1.5 }],
    ['no lane', { parallelism: 0 }],
    ['five lanes', { parallelism: 5 }],
    ['more than 1 GiB of passes in all (256 MiB × 8)', { memoryKiB: 256 * 1024, iterations: 8 }],
    ['another Argon2', { kdf: 'argon2d' }],
    ['an unknown version', { v: 3 }],
    ['a short salt', { salt: toBase64(new Uint8Array(8)) }],
    ['a salt that is not base64', { salt: '!!!' }],
    ['an IV of another length', { iv: toBase64(new Uint8Array(16)) }],
    ['no wrapped key', { wrapped: undefined }],
  ];
  const tamperedV1: [string, Partial<Record<keyof WrappedKeyV1, unknown>>][] = [
    ['one round', { iterations: 1 }],
    ['99 999 rounds', { iterations: 99_999 }],
    ['over 10 000 000 rounds', { iterations: 10_000_001 }],
    ['10^12 rounds', { iterations: 1e12 }],
    ['no count', { iterations: undefined }],
  ];

  it.each(tamperedV2)('v2 with %s', async (_, change) => {
    const deriveKey = vi.spyOn(crypto.subtle, 'deriveKey');
    const record = { ...v2.wrapped, ...change } as WrappedKey;
    expect(readWrappedKey(record)).toBeNull();
    expect(await unwrapVault(record, PASSWORD)).toBeNull();
    expect(derivations).not.toHaveBeenCalled();
    expect(deriveKey).not.toHaveBeenCalled();
  });

  it.each(tamperedV1)('v1 with %s', async (_, change) => {
    const deriveKey = vi.spyOn(crypto.subtle, 'deriveKey');
    const record = { ...v1, ...change } as WrappedKey;
    expect(readWrappedKey(record)).toBeNull();
    expect(await unwrapVault(record, PASSWORD)).toBeNull();
    expect(deriveKey).not.toHaveBeenCalled();
    expect(derivations).not.toHaveBeenCalled();
  });

  it('accepts the edges of its bounds, and keeps only the fields it knows', () => {
    const edges = { ...v2.wrapped, memoryKiB: 256 * 1024, iterations: 4, parallelism: 4, extra: 'x' };
    expect(readWrappedKey(edges)).toEqual({ ...v2.wrapped, memoryKiB: 256 * 1024, iterations: 4, parallelism: 4 });
    expect(readWrappedKey({ ...v2.wrapped, memoryKiB: 19 * 1024, iterations: 16 })).not.toBeNull();
    expect(readWrappedKey({ ...v1, iterations: 10_000_000 })).not.toBeNull();
  });

  it('never writes a record it would refuse', async () => {
    const key = await createDataKey();
    await expect(wrapDataKey(key, PASSWORD, { memoryKiB: 1024, iterations: 1, parallelism: 1 })).rejects.toThrow(RangeError);
    await expect(wrapDataKey(key, PASSWORD, { ...ARGON2_PARAMS, iterations: 100 })).rejects.toThrow(RangeError);
    expect(derivations).not.toHaveBeenCalled();
  });
});
