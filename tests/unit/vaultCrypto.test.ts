import { describe, expect, it } from 'vitest';
import { exportDataKey, fromBase64, importDataKey, isSealed, openText, sealText, toBase64 } from '@/lib/vaultCrypto';
import { createVault, unwrapVault } from '@/lib/vaultWrap';
import { ARGON2_PARAMS, KDF_BOUNDS, argon2InBounds } from '@/lib/vaultKdf';
import { CHEAP_ARGON2 } from '../vaultFixtures';

// The cheapest Argon2id the vault accepts keeps the suite fast; the parameters are stored with
// each wrapped key and honoured (tests/unit/vaultKdf.test.ts checks the console's own).
const FAST = CHEAP_ARGON2;

describe('the cache key wrapped under the password', () => {
  it("wraps under Argon2id with at least 64 MiB and one lane by default, within the vault's own bounds", () => {
    expect(ARGON2_PARAMS.memoryKiB).toBeGreaterThanOrEqual(64 * 1024);
    expect(ARGON2_PARAMS.parallelism).toBe(1);
    expect(ARGON2_PARAMS.iterations).toBeGreaterThanOrEqual(KDF_BOUNDS.argon2Iterations.min);
    expect(argon2InBounds(ARGON2_PARAMS)).toBe(true);
  });

  it('unwraps with the right password to the same key', async () => {
    const { dataKey, wrapped } = await createVault('segredo-123', FAST);
    expect(wrapped).toMatchObject({ v: 2, kdf: 'argon2id', memoryKiB: FAST.memoryKiB, iterations: FAST.iterations, parallelism: 1 });
    expect(fromBase64(wrapped.salt)).toHaveLength(16);
    const unwrapped = await unwrapVault(wrapped, 'segredo-123');
    expect(unwrapped).not.toBeNull();
    expect(toBase64(await exportDataKey(unwrapped!))).toBe(toBase64(await exportDataKey(dataKey)));
  });

  it('stores nothing that holds the key or the password in clear', async () => {
    const { dataKey, wrapped } = await createVault('segredo-123', FAST);
    const stored = JSON.stringify(wrapped);
    expect(stored).not.toContain(toBase64(await exportDataKey(dataKey)));
    expect(stored).not.toContain('segredo-123');
  });

  it('a wrong password gives no key, and does not throw', async () => {
    const { wrapped } = await createVault('segredo-123', FAST);
    expect(await unwrapVault(wrapped, 'segredo-124')).toBeNull();
    expect(await unwrapVault(wrapped, '')).toBeNull();
  });

  it('a wrapped key that was altered gives no key', async () => {
    const { wrapped } = await createVault('segredo-123', FAST);
    const bytes = fromBase64(wrapped.wrapped);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(await unwrapVault({ ...wrapped, wrapped: toBase64(bytes) }, 'segredo-123')).toBeNull();
  });

  it('two sign-ins with the same password give different salts and keys', async () => {
    const a = await createVault('segredo-123', FAST);
    const b = await createVault('segredo-123', FAST);
    expect(a.wrapped.salt).not.toBe(b.wrapped.salt);
    expect(toBase64(await exportDataKey(a.dataKey))).not.toBe(toBase64(await exportDataKey(b.dataKey)));
  });
});

describe('sealed texts', () => {
  it('round-trip, and hold nothing of the text in clear', async () => {
    const { dataKey } = await createVault('x', FAST);
    const sealed = await sealText(dataKey, '{"name":"Maria da Silva"}', 'cache|1:ana');
    expect(isSealed(sealed)).toBe(true);
    expect(new TextDecoder().decode(sealed.data)).not.toContain('Maria');
    expect(await openText(dataKey, sealed, 'cache|1:ana')).toBe('{"name":"Maria da Silva"}');
  });

  it('a tampered byte, another key or another owner fails to open', async () => {
    const { dataKey } = await createVault('x', FAST);
    const other = await importDataKey(crypto.getRandomValues(new Uint8Array(32)));
    const sealed = await sealText(dataKey, 'texto', 'cache|1:ana');
    const tampered = new Uint8Array(sealed.data.slice(0));
    tampered[0] = (tampered[0] ?? 0) ^ 1;
    await expect(openText(dataKey, { ...sealed, data: tampered.buffer }, 'cache|1:ana')).rejects.toThrow();
    await expect(openText(other, sealed, 'cache|1:ana')).rejects.toThrow();
    await expect(openText(dataKey, sealed, 'cache|2:bia')).rejects.toThrow();
  });

  it('a fresh IV each time: the same text never seals the same way twice', async () => {
    const { dataKey } = await createVault('x', FAST);
    const a = await sealText(dataKey, 'texto', 'c');
    const b = await sealText(dataKey, 'texto', 'c');
    expect(toBase64(a.iv)).not.toBe(toBase64(b.iv));
  });
});
