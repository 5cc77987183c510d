import { exportDataKey, importDataKey } from '@/lib/vaultCrypto';
import { createVault, unwrapVault, wrapDataKey } from '@/lib/vaultWrap';
import { readWrappedKey, type Argon2Params, type WrappedKey } from '@/lib/vaultKdf';
import { claimParkedKey, dropParkedKey, findWorker, parkKey } from './keyPark';
import { readLocal, removeLocal, writeLocal } from '@/lib/localStore';
import { BROWSER_STORAGE } from './browserStorage';

/**
 * Where the data key of the offline cache lives (docs/decisions/0011-encrypted-cache-and-lock.md):
 * - in memory, while the console is signed in and unlocked;
 * - in localStorage only wrapped under the password (`painel.vault`), for the lock screen;
 * - handed to another tab of the same user over a BroadcastChannel, on its asking;
 * - across a change of page of the same tab (a reload, a typed address, Back/Forward), in the
 *   service worker's memory for a few seconds (./keyPark.ts): never in any storage.
 */
const VAULT_KEY = BROWSER_STORAGE.vault.name;
const CHANNEL = 'painel-vault';
/** Held (shared) by every tab that has the key, so a new tab knows whether to ask and wait. */
const HOLDER_LOCK = 'painel-vault-holder';
/** How long a new tab waits for a holder's answer; without the Web Locks API it cannot know. */
const ASK_WAIT_MS = 1500;
const ASK_WAIT_BLIND_MS = 300;

interface StoredVault {
  userKey: string;
  key: WrappedKey;
}

/** A key with its bytes, as another page of the tab or another tab hands it over. */
export interface HandedKey {
  key: CryptoKey;
  raw: ArrayBuffer;
}

type Message = { t: 'ask'; userKey: string } | { t: 'key'; userKey: string; raw: ArrayBuffer };

/** `raw`: the key's bytes, exported once held, so that `pagehide` can hand them over at once. */
let held: { userKey: string; key: CryptoKey; raw: ArrayBuffer | null } | null = null;
let releaseHolder: (() => void) | null = null;
let handingOver: (() => void) | null = null;
let channel: BroadcastChannel | null = null;
const waiters = new Set<(message: Message) => void>();

function locks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

function getChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message.t === 'ask' && held?.userKey === message.userKey) {
      const { userKey, key } = held;
      void exportDataKey(key).then((raw) => {
        if (held?.key === key) channel?.postMessage({ t: 'key', userKey, raw } satisfies Message);
      });
    }
    for (const waiter of waiters) waiter(message);
  };
  return channel;
}

/** Keeps `key` as this tab's key of `userKey`'s cache. */
export function adoptKey(userKey: string, key: CryptoKey, raw: ArrayBuffer | null = null): void {
  const entry: NonNullable<typeof held> = { userKey, key, raw };
  held = entry;
  // From the first key on, a reload (a start-up error's 'Tentar novamente' included) hands it to
  // the next page of the tab.
  if (!handingOver && typeof window !== 'undefined') handingOver = keepAcrossReloads();
  findWorker();
  // Known at once where the bytes came with the key, so a reload right after still finds them.
  if (!raw) void exportDataKey(key).then((bytes) => (entry.raw ??= bytes));
  getChannel();
  const manager = locks();
  if (manager && !releaseHolder) {
    let release: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (release = resolve));
    releaseHolder = release;
    manager.request(HOLDER_LOCK, { mode: 'shared' }, () => done).catch(() => undefined);
  }
}

/** The data key of `userKey`'s cache, when this tab has it (signed in and unlocked). */
export function vaultKey(userKey: string): CryptoKey | null {
  return held?.userKey === userKey ? held.key : null;
}

/** The wrapped key as stored, or null when there is none (or it cannot be read, or is refused). */
export function storedVault(): StoredVault | null {
  try {
    const raw = readLocal(VAULT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { userKey?: unknown; key?: unknown } | null;
    // Either version (Argon2id, or PBKDF2 from before decision 0024), its parameters within the
    // vault's bounds: a record altered to ask for more counts as none, and runs nothing.
    const key = readWrappedKey(parsed?.key);
    if (typeof parsed?.userKey === 'string' && key) return { userKey: parsed.userKey, key };
  } catch {
    /* unreadable: none */
  }
  return null;
}

export type PreparedVault = Awaited<ReturnType<typeof createVault>> & { raw: ArrayBuffer };

/**
 * Starts the slow part (Argon2id, in a worker) at once: the sign-in runs it while the login call
 * is answered. `params`: tests only, a cheaper derivation the vault still accepts.
 */
export async function prepareVault(password: string, params?: Argon2Params): Promise<PreparedVault> {
  const created = await createVault(password, params);
  return { ...created, raw: await exportDataKey(created.dataKey) };
}

/** A sign-in: the new key is kept, only its wrapped form is stored. */
export function installVault(userKey: string, prepared: PreparedVault): void {
  // Storage that cannot keep it (quota, privacy settings) never breaks the sign-in: without a
  // wrapped key the lock cannot be opened, and the session ends at the next start-up.
  writeLocal(VAULT_KEY, JSON.stringify({ userKey, key: prepared.wrapped } satisfies StoredVault));
  adoptKey(userKey, prepared.dataKey, prepared.raw);
}

/**
 * The stored key unwrapped with `password`, or null when the password (or the stored key) is
 * wrong. Not kept yet: the caller first checks that it opens this session's sealed record.
 * Throws `KdfUnavailableError` when the derivation cannot run on this device now.
 */
export async function unwrapStoredKey(userKey: string, password: string): Promise<CryptoKey | null> {
  const stored = storedVault();
  if (stored?.userKey !== userKey) return null;
  return unwrapVault(stored.key, password);
}

/** How long after an unlock the re-wrap of an old record starts: the console opens first. */
const UPGRADE_AFTER_MS = 1000;

/**
 * A record from before decision 0024 (PBKDF2) re-wrapped under Argon2id, once an unlock has
 * proved `password` and `key` (the key opened the session). Written only if the stored record is
 * still, when the new one is ready, `expected` (by default: the one stored at the call), so a
 * sign-in, a logout or another tab's re-wrap meanwhile wins. True when written.
 * `params`: tests only.
 */
export async function upgradeVault(
  userKey: string,
  key: CryptoKey,
  password: string,
  { expected = readLocal(VAULT_KEY), params }: { expected?: string | null; params?: Argon2Params } = {},
): Promise<boolean> {
  const stored = storedVault();
  if (!expected || readLocal(VAULT_KEY) !== expected || stored?.userKey !== userKey || stored.key.v !== 1) return false;
  const wrapped = await wrapDataKey(key, password, params).catch(() => null);
  if (!wrapped || readLocal(VAULT_KEY) !== expected) return false;
  const record = JSON.stringify({ userKey, key: wrapped } satisfies StoredVault);
  writeLocal(VAULT_KEY, record);
  return readLocal(VAULT_KEY) === record;
}

/**
 * After an unlock with the password: `upgradeVault` a moment later, in the background (the
 * derivation runs in a worker, and starts once the console has opened). Returns at once.
 */
export function upgradeVaultSoon(userKey: string, key: CryptoKey, password: string): void {
  const expected = readLocal(VAULT_KEY);
  if (storedVault()?.key.v !== 1) return;
  setTimeout(() => void upgradeVault(userKey, key, password, { expected }), UPGRADE_AFTER_MS);
}

/** The lock: this tab forgets the key, and the service worker any it holds for a next page. */
export function dropKey(): void {
  const had = held !== null;
  held = null;
  releaseHolder?.();
  releaseHolder = null;
  if (had) dropParkedKey();
}

/** The session's end (logout, expiry, five wrong passwords): the wrapped key goes too. */
export function wipeVault(): void {
  dropKey();
  dropParkedKey();
  removeLocal(VAULT_KEY);
}

/** The key a previous page of this tab left with the service worker (a reload, Back/Forward). */
async function takeHandoff(userKey: string): Promise<HandedKey | null> {
  const raw = await claimParkedKey(userKey);
  if (!raw) return null;
  try {
    return { key: await importDataKey(raw), raw };
  } catch {
    return null;
  }
}

/** Asks the other tabs of `userKey` for the key; null when none has it. */
export async function askOtherTabs(userKey: string): Promise<HandedKey | null> {
  const ch = getChannel();
  if (!ch) return null;
  const manager = locks();
  let waitMs = ASK_WAIT_BLIND_MS;
  if (manager) {
    const state = await manager.query().catch(() => null);
    const holders = [...(state?.held ?? []), ...(state?.pending ?? [])].filter((lock) => lock.name === HOLDER_LOCK).length;
    // Our own hold counts too: only another tab's matters.
    if (holders - (releaseHolder ? 1 : 0) <= 0) return null;
    waitMs = ASK_WAIT_MS;
  }
  const raw = await new Promise<ArrayBuffer | null>((resolve) => {
    const timer = setTimeout(() => finish(null), waitMs);
    const waiter = (message: Message) => {
      if (message.t === 'key' && message.userKey === userKey) finish(message.raw);
    };
    function finish(value: ArrayBuffer | null) {
      clearTimeout(timer);
      waiters.delete(waiter);
      resolve(value);
    }
    waiters.add(waiter);
    ch.postMessage({ t: 'ask', userKey } satisfies Message);
  });
  return raw ? { key: await importDataKey(raw), raw } : null;
}

/**
 * Without the password: the key from this tab's previous page, else from another open tab.
 * Null when neither has it (the browser was closed meanwhile): the console asks for the password.
 */
export async function resumeKey(userKey: string): Promise<HandedKey | null> {
  if (storedVault()?.userKey !== userKey) return null;
  return (await takeHandoff(userKey)) ?? (await askOtherTabs(userKey));
}

/**
 * Leaves the key with the service worker whenever the page goes (a reload, a typed address, a
 * tab closed, and into the back-forward cache too: the next page of the tab may be a new one,
 * which needs it); a page restored from that cache has its own and has the worker forget it.
 */
export function keepAcrossReloads(target: Window = window): () => void {
  const onHide = () => {
    const current = held;
    if (current?.raw) parkKey(current.userKey, current.raw);
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted && held) dropParkedKey();
  };
  target.addEventListener('pagehide', onHide);
  target.addEventListener('pageshow', onShow);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.removeEventListener('pageshow', onShow);
  };
}
