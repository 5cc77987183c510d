// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDataKey, exportDataKey, toBase64 } from '@/lib/vaultCrypto';
import { createVault } from '@/lib/vaultWrap';
import type { WrappedKeyV1 } from '@/lib/vaultKdf';
import { storedVault, unwrapStoredKey, upgradeVault } from '@/session/vault';
import { CHEAP_ARGON2, pbkdf2Record } from '../vaultFixtures';

const VAULT = 'painel.vault';
const USER = '1:ana@painel.demo';
const PASSWORD = 'segredo-123';

const raw = async (key: CryptoKey | null) => (key ? toBase64(await exportDataKey(key)) : null);

let dataKey: CryptoKey;

beforeEach(async () => {
  dataKey = await createDataKey();
  localStorage.setItem(VAULT, JSON.stringify({ userKey: USER, key: await pbkdf2Record(dataKey, PASSWORD) }));
});
afterEach(() => localStorage.clear());

describe('a PBKDF2 vault (v1) re-wrapped under Argon2id after an unlock', () => {
  it('is read as it is, and unlocks with its password', async () => {
    expect(storedVault()).toMatchObject({ userKey: USER, key: { v: 1, iterations: 100_000 } });
    const key = await unwrapStoredKey(USER, PASSWORD);
    expect(await raw(key)).toBe(await raw(dataKey));
    expect(await unwrapStoredKey(USER, 'segredo-124')).toBeNull();
  });

  it('becomes a v2 record wrapping the same key under the same password', async () => {
    const key = await unwrapStoredKey(USER, PASSWORD);
    expect(await upgradeVault(USER, key!, PASSWORD, { params: CHEAP_ARGON2 })).toBe(true);
    expect(storedVault()).toMatchObject({ userKey: USER, key: { v: 2, kdf: 'argon2id', ...CHEAP_ARGON2 } });
    expect(await raw(await unwrapStoredKey(USER, PASSWORD))).toBe(await raw(dataKey));
    expect(await unwrapStoredKey(USER, 'segredo-124')).toBeNull();
    // Once is enough: a v2 record is left as it is.
    const upgraded = localStorage.getItem(VAULT);
    expect(await upgradeVault(USER, key!, PASSWORD, { params: CHEAP_ARGON2 })).toBe(false);
    expect(localStorage.getItem(VAULT)).toBe(upgraded);
  });

  it('is not written when the record changed meanwhile (a sign-in, a logout, another tab’s re-wrap)', async () => {
    const key = await unwrapStoredKey(USER, PASSWORD);
    const theirs = JSON.stringify({ userKey: USER, key: (await createVault('outra-senha', CHEAP_ARGON2)).wrapped });
    const upgrading = upgradeVault(USER, key!, PASSWORD, { params: CHEAP_ARGON2 });
    // Another tab signed in while the derivation ran: its record stays.
    localStorage.setItem(VAULT, theirs);
    expect(await upgrading).toBe(false);
    expect(localStorage.getItem(VAULT)).toBe(theirs);

    localStorage.removeItem(VAULT);
    expect(await upgradeVault(USER, key!, PASSWORD, { params: CHEAP_ARGON2 })).toBe(false);
    expect(localStorage.getItem(VAULT)).toBeNull();
  });

  it('is not written when the record is no longer the one the unlock opened, or not this user’s', async () => {
    const opened = localStorage.getItem(VAULT);
    const key = await unwrapStoredKey(USER, PASSWORD);
    const other = JSON.stringify({ userKey: USER, key: await pbkdf2Record(await createDataKey(), PASSWORD) });
    localStorage.setItem(VAULT, other);
    expect(await upgradeVault(USER, key!, PASSWORD, { expected: opened, params: CHEAP_ARGON2 })).toBe(false);
    expect(localStorage.getItem(VAULT)).toBe(other);
    expect(await upgradeVault('2:bia@painel.demo', key!, PASSWORD, { params: CHEAP_ARGON2 })).toBe(false);
    expect(localStorage.getItem(VAULT)).toBe(other);
  });

  it('a stored record with tampered parameters counts as no vault', () => {
    const stored = JSON.parse(localStorage.getItem(VAULT)!) as { userKey: string; key: WrappedKeyV1 };
    localStorage.setItem(VAULT, JSON.stringify({ ...stored, key: { ...stored.key, iterations: 1e12 } }));
    expect(storedVault()).toBeNull();
    localStorage.setItem(
      VAULT,
      JSON.stringify({ ...stored, key: { ...stored.key, v: 2, kdf: 'argon2id', memoryKiB: 2 ** 30, iterations: 3, parallelism: 1 } }),
    );
    expect(storedVault()).toBeNull();
  });
});
