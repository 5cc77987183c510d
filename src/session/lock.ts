import { closeSession, endSession, onSessionEnd, openStoredSession, peekShell } from './store';
import { sealParts } from './lockedMemory';
import { isLocked, setLocked } from './lockState';
import { readLocal, removeLocal, writeLocal } from '@/lib/localStore';
import { BROWSER_STORAGE } from './browserStorage';
import { adoptKey, askOtherTabs, dropKey, resumeKey, storedVault, unwrapStoredKey, upgradeVaultSoon, vaultKey, wipeVault, type HandedKey } from './vault';
import { continuesTab, noteReopened } from './reopened';
import { keyClaimedAlone } from './keyPark';
import { KdfUnavailableError } from '@/lib/vaultKdf';

/**
 * The lock of a shared workstation (docs/decisions/0011-encrypted-cache-and-lock.md): after
 * `idleLockMinutes` without input in any tab, and when the console is reopened after the browser
 * was closed, every tab hides the console behind the password. The state is shared through
 * localStorage, so the `storage` event carries a lock or an unlock to every tab at once.
 */
const LOCK_KEY = BROWSER_STORAGE.lock.name;
const ACTIVITY_KEY = BROWSER_STORAGE.activity.name;
export const MAX_UNLOCK_ATTEMPTS = 5;
const CHECK_EVERY_MS = 1000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export { isLocked } from './lockState';

interface LockRecord {
  userKey: string;
  at: number;
  failures: number;
}

let lastInput = 0;
let lastWritten = 0;

function readRecord(): LockRecord | null {
  try {
    const raw = readLocal(LOCK_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LockRecord>;
    if (typeof parsed.userKey !== 'string') return null;
    return { userKey: parsed.userKey, at: Number(parsed.at) || 0, failures: Number(parsed.failures) || 0 };
  } catch {
    return null;
  }
}

/** Storage unavailable: this tab still locks. */
function writeRecord(record: LockRecord | null): void {
  if (record) writeLocal(LOCK_KEY, JSON.stringify(record));
  else removeLocal(LOCK_KEY);
}

function storedActivity(): number {
  return Number(readLocal(ACTIVITY_KEY)) || 0;
}

/** Storage unavailable: this tab's own input still counts. */
function writeActivity(at: number): void {
  lastWritten = at;
  writeLocal(ACTIVITY_KEY, String(at));
}

/** The last input in any tab (this one exactly, the others to within a few seconds). */
function lastActivity(): number {
  return Math.max(lastInput, storedActivity());
}

/** Locks every tab: this one at once, the others through the `storage` event. */
export function lockNow(): void {
  const shell = peekShell();
  if (!shell) return;
  const record = readRecord();
  if (record?.userKey !== shell.userKey) writeRecord({ userKey: shell.userKey, at: Date.now(), failures: 0 });
  lockHere();
}

/**
 * This tab locks: the screens unmount (LockGate), what the page kept for after the lock is sealed
 * under the key (./lockedMemory), and the key, the token and the user leave its memory. The query
 * cache is emptied by the app once the screens are gone (app/queryStack.ts).
 */
function lockHere(): void {
  const userKey = peekShell()?.userKey;
  const key = userKey ? vaultKey(userKey) : null;
  dropKey();
  closeSession();
  setLocked(true);
  if (key && userKey) sealParts(key, userKey);
  // The last match of a regular expression stays readable (RegExp.input, RegExp.lastMatch) until
  // the next one: a CPF or a name just formatted would be. One on a constant replaces it.
  /painel/.exec('painel');
}

/** Unlocked from `at` on; `shared`: the other tabs' idle clocks start again too. */
function openFrom(at: number, shared: boolean): void {
  lastInput = at;
  if (shared) writeActivity(at);
  setLocked(false);
}

/** A sign-in: any lock or count of wrong passwords is gone, and the idle time starts now. */
export function markSignedIn(): void {
  continuesTab();
  writeRecord(null);
  openFrom(Date.now(), true);
}

export type UnlockResult = { ok: true } | { ok: false; reason: 'wrong'; remaining: number } | { ok: false; reason: 'unavailable' };

/**
 * Checks the password locally by unwrapping the key (so it works offline). The fifth wrong
 * password in a row, counted across tabs, ends the session and wipes everything, as logout does.
 * A derivation that cannot run on this device now (its memory refused) is no try: 'unavailable'.
 */
export async function unlock(password: string): Promise<UnlockResult> {
  const shell = peekShell();
  if (!shell) return { ok: false, reason: 'wrong', remaining: 0 };
  // The key must open this session's sealed record too: a wrapped key put in from elsewhere
  // (another password's) unwraps, but opens nothing, and counts as a wrong password.
  let key: CryptoKey | null;
  try {
    key = await unwrapStoredKey(shell.userKey, password);
  } catch (error) {
    if (error instanceof KdfUnavailableError) return { ok: false, reason: 'unavailable' };
    throw error;
  }
  if (key && (await openStoredSession(key))) {
    adoptKey(shell.userKey, key);
    writeRecord(null);
    openFrom(Date.now(), true);
    // A key still wrapped under PBKDF2 (before decision 0024): re-wrapped under Argon2id once the
    // console has opened, in the background; the unlock does not wait for it.
    upgradeVaultSoon(shell.userKey, key, password);
    return { ok: true };
  }
  const record = readRecord() ?? { userKey: shell.userKey, at: Date.now(), failures: 0 };
  const failures = record.failures + 1;
  if (failures >= MAX_UNLOCK_ATTEMPTS) {
    endSession('locked-out');
    return { ok: false, reason: 'wrong', remaining: 0 };
  }
  writeRecord({ ...record, failures });
  return { ok: false, reason: 'wrong', remaining: MAX_UNLOCK_ATTEMPTS - failures };
}

export type BootLock = 'open' | 'locked' | 'no-key';

/**
 * At start-up with a stored session: open when the key comes back without the password (a
 * reload, another tab open) and nobody has locked or been idle too long; locked otherwise.
 * 'no-key': there is no wrapped key to check a password against (a session from before the
 * lock existed): the session cannot be kept.
 * Opened in another tab than the one the key's last page ran in (a closed tab reopened, a new
 * tab) with the key the worker held while no other page of the console was open (it had been
 * closed a moment ago), the console says so once (./reopened.ts).
 */
export async function resumeAtBoot(userKey: string, idleMs: number, now = Date.now()): Promise<BootLock> {
  const sameTab = continuesTab();
  if (storedVault()?.userKey !== userKey) return 'no-key';
  const record = readRecord();
  if (record && record.userKey !== userKey) writeRecord(null);
  const idle = storedActivity() > 0 && now - storedActivity() >= idleMs;
  if (record?.userKey !== userKey && !idle && (await openWith(userKey, await resumeKey(userKey)))) {
    openFrom(now, false);
    if (!sameTab && keyClaimedAlone()) noteReopened();
    return 'open';
  }
  lockNow();
  return 'locked';
}

/** Opens the stored session with a handed-over key, and keeps the key; false when it does not open. */
async function openWith(userKey: string, handed: HandedKey | null): Promise<boolean> {
  if (!handed || peekShell()?.userKey !== userKey) return false;
  if (!(await openStoredSession(handed.key))) return false;
  adoptKey(userKey, handed.key, handed.raw);
  return true;
}

/** Takes the key another tab hands over, if it opens the stored session; false otherwise. */
async function keyFromOtherTabs(userKey: string): Promise<boolean> {
  return openWith(userKey, await askOtherTabs(userKey));
}

const ASK_AGAIN_MS = 500;

/**
 * This tab is signed in but has no key (another tab signed in, say): ask for it, else lock. Asked
 * twice: the tab that signed in may still be taking up its key when its session reaches this one.
 */
export async function ensureKey(userKey: string): Promise<void> {
  for (const wait of [0, ASK_AGAIN_MS]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    if (vaultKey(userKey) || isLocked() || peekShell()?.userKey !== userKey) return;
    if (await keyFromOtherTabs(userKey)) return;
  }
  if (peekShell()?.userKey === userKey && !vaultKey(userKey)) lockNow();
}

/**
 * Runs the idle clock and follows the other tabs: input anywhere counts, a lock or an unlock in
 * one tab reaches the others, a page restored from the back-forward cache or brought back into
 * view checks before it shows anything.
 */
export function watchLock(idleMs: number, target: Window = window): () => void {
  // Written at most this often: other tabs read it to within that much.
  const writeEvery = Math.min(5_000, idleMs / 4);
  const onInput = () => {
    if (isLocked() || !peekShell()) return;
    lastInput = Date.now();
    if (lastInput - lastWritten >= writeEvery) writeActivity(lastInput);
  };
  const check = () => {
    const session = peekShell();
    if (!session) return;
    const record = readRecord();
    if (record?.userKey === session.userKey) {
      if (!isLocked()) lockHere();
      return;
    }
    if (!isLocked() && Date.now() - lastActivity() >= idleMs) lockNow();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCK_KEY && event.key !== null) return;
    const session = peekShell();
    if (!session) return;
    if (readRecord()?.userKey === session.userKey) {
      check();
    } else if (isLocked()) {
      // Unlocked in another tab: that tab has the key and hands it over.
      void keyFromOtherTabs(session.userKey).then((ok) => ok && openFrom(Date.now(), false));
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) check();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onInput, { capture: true, passive: true });
  target.addEventListener('storage', onStorage);
  target.addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(check, CHECK_EVERY_MS);
  const stopEnd = onSessionEnd((reason) => {
    // Another tab's logout cleared the shared records itself; this one only forgets.
    if (reason === 'other-tab') dropKey();
    else {
      wipeVault();
      writeRecord(null);
      removeLocal(ACTIVITY_KEY);
    }
    setLocked(false);
  });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onInput, { capture: true });
    target.removeEventListener('storage', onStorage);
    target.removeEventListener('pageshow', onPageShow);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
    stopEnd();
    // Unwired (a test's app torn down): the next one starts from nothing held.
    dropKey();
    setLocked(false);
  };
}
