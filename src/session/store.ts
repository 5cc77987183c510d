import { readLocal, removeLocal, writeLocal } from '@/lib/localStore';
import { isExpired } from './claims';
import { BROWSER_STORAGE } from './browserStorage';
import { forgetParts, openParts } from './lockedMemory';
import type { InstitutionUser, SelectedHospital, StoredRecord } from './schema';
import {
  SESSION_STORAGE_KEY,
  newSessionId,
  openRecord,
  readStoredRecord,
  sealSession,
  sessionFrom,
  writeStoredRecord,
  type Session,
  type SessionShell,
} from './persisted';

export { SESSION_STORAGE_KEY, canKeepSession, type Session, type SessionShell } from './persisted';

const ALL_ADDRESSES: SelectedHospital = { institutionAddressId: 0, street: '' };

/**
 * When the server last rejected the session in any tab: another tab that learns of it (or a tab
 * reloaded just then) says 'Sessão expirada' too, rather than showing a bare login.
 */
const EXPIRED_AT_KEY = BROWSER_STORAGE.expiredAt.name;
const EXPIRED_NOTICE_MS = 60_000;

export function recentlyExpired(now = Date.now()): boolean {
  const at = Number(readLocal(EXPIRED_AT_KEY));
  return at > 0 && now - at < EXPIRED_NOTICE_MS;
}

/** Storage unavailable: the other tabs show a plain login. */
function markExpired(at: number | null): void {
  if (at === null) removeLocal(EXPIRED_AT_KEY);
  else writeLocal(EXPIRED_AT_KEY, String(at));
}

/** 'locked-out': five wrong passwords on the lock screen (session/lock.ts). */
export type SessionEndReason = 'logout' | 'expired' | 'other-tab' | 'locked-out';
type Listener = () => void;
type EndListener = (reason: SessionEndReason, previous: Session | null) => void;

const listeners = new Set<Listener>();
/** The first: what the page sealed for after a lock goes with the session. */
const endListeners = new Set<EndListener>([() => forgetParts()]);
/** The open session: the token in memory, read from its sealed record or made at sign-in here. */
let current: Session | null = null;
/** The stored session's readable part: present while signed in, open or not (locked, starting). */
let shell: SessionShell | null = null;
/** The key the session is sealed under, while this tab holds it. */
let sealKey: CryptoKey | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let writing: Promise<void> = Promise.resolve();

function notify() {
  for (const listener of listeners) listener();
}

function shellOf(record: StoredRecord | Session): SessionShell {
  const { sid, userKey, expiresAt, signedInAt } = record;
  if ('name' in record) return { sid, userKey, expiresAt, signedInAt, name: record.name, institutionId: record.institutionId };
  return { sid, userKey, expiresAt, signedInAt, name: record.user.Name, institutionId: record.user.Institution.Id };
}

function scheduleExpiry() {
  clearTimeout(expiryTimer);
  const at = (current ?? shell)?.expiresAt;
  // setTimeout cannot wait longer than about 24.8 days.
  if (at != null && at - Date.now() < 2 ** 31 - 1) {
    expiryTimer = setTimeout(() => endSession('expired'), Math.max(0, at - Date.now()));
  }
}

/** Seals `session` under the key and writes it, after any write before it; never a stale one. */
function persist(session: Session): void {
  const key = sealKey;
  if (!key) return;
  writing = writing
    .then(async () => {
      const record = await sealSession(session, key);
      if (current?.sid !== session.sid || sealKey !== key) return;
      writeStoredRecord(record);
    })
    .catch(() => undefined /* storage unavailable: this tab keeps the session in memory */);
}

/**
 * Reads the stored session's readable part (an expired or unreadable one counts as none and is
 * removed). The open session stays in memory if it is the one stored; else it is opened with the
 * key (openStoredSession), after a hand-over or the password.
 */
export function initSession(): Session | null {
  const record = readStoredRecord();
  shell = record ? shellOf(record) : null;
  if (!record) removeLocal(SESSION_STORAGE_KEY);
  if (current && current.sid !== shell?.sid) current = null;
  scheduleExpiry();
  return current;
}

/** The live session; checks expiry on every read so a guard never lets an expired token through. */
export function getSession(): Session | null {
  if (current && isExpired(current.expiresAt)) {
    endSession('expired');
  }
  return current;
}

/** The current object without side effects, for React's store snapshot. */
export function peekSession(): Session | null {
  return current;
}

/**
 * Who is signed in, open or not: the lock screen's name, the user the cache belongs to. Without
 * side effects (a React snapshot); the expiry timer ends a session that expires while locked.
 */
export function peekShell(): SessionShell | null {
  return shell;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once whenever a session ends, for wiping what belonged to it. */
export function onSessionEnd(listener: EndListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/**
 * `onStart` runs once the previous session (if any) has been wiped and before anyone, in this tab
 * or another, hears of the new one: the sign-in puts the new cache key in place there and gives
 * it back, to seal the session under. Without one (no WebCrypto) nothing is stored: the session
 * lives in this page only.
 */
export function startSession(token: string, user: InstitutionUser, onStart?: (session: Session) => CryptoKey | null): Session {
  const previous = current;
  const hadShell = shell !== null;
  const next = sessionFrom({ token, user, hospital: ALL_ADDRESSES }, newSessionId(), Date.now());
  current = next;
  shell = shellOf(next);
  markExpired(null);
  if (previous || hadShell) for (const l of endListeners) l('logout', previous);
  sealKey = onStart?.(next) ?? null;
  // Written last: the other tabs hear of the session once its key is there to be handed over.
  if (sealKey) persist(next);
  else {
    try {
      writeStoredRecord(null);
    } catch {
      /* nothing stored either way */
    }
  }
  scheduleExpiry();
  notify();
  return current;
}

/**
 * Opens the stored session with `key` (handed over, or unwrapped with the password): the token is
 * in memory from then on. Null, and nothing changes, when the key does not open it: a wrapped key
 * that did not come from this session's sign-in unlocks nothing.
 */
export async function openStoredSession(key: CryptoKey): Promise<Session | null> {
  const record = readStoredRecord();
  if (!record) return null;
  const opened = await openRecord(record, key);
  // Another sign-in or a logout meanwhile: this one is no longer the stored one.
  if (!opened || readStoredRecord()?.sid !== opened.sid) return null;
  // What the page sealed at the lock is back before the screens mount again.
  await openParts(key, opened.userKey);
  if (readStoredRecord()?.sid !== opened.sid) return null;
  const same = current?.sid === opened.sid;
  current = same && current ? { ...current, hospital: opened.hospital } : opened;
  shell = shellOf(record);
  sealKey = key;
  scheduleExpiry();
  notify();
  return current;
}

/**
 * The lock: the open session (its token, the user) and the key it is sealed under leave this
 * page's memory; the shell stays, for the lock screen's name. 'Desbloquear' opens the sealed
 * record again (openStoredSession), which every change of the session was written to.
 */
export function closeSession(): void {
  if (!current && !sealKey) return;
  current = null;
  sealKey = null;
  notify();
}

export function selectHospital(hospital: SelectedHospital): void {
  if (!current) return;
  current = { ...current, hospital };
  persist(current);
  notify();
}

export function endSession(reason: SessionEndReason): void {
  const previous = current;
  const hadShell = shell !== null;
  current = null;
  shell = null;
  sealKey = null;
  clearTimeout(expiryTimer);
  if (reason === 'expired' && (previous || hadShell)) markExpired(Date.now());
  if (reason !== 'other-tab') {
    try {
      writeStoredRecord(null);
    } catch {
      /* storage unavailable */
    }
  }
  if (previous || hadShell) for (const l of endListeners) l(reason, previous);
  notify();
}

/**
 * Login or logout in one tab reaches the others: the `storage` event fires in every other tab of
 * the origin as soon as the key changes. A tab restored from the back-forward cache missed those
 * events while it was frozen: on `pageshow` it reads the stored session again before anything else
 * happens there, so it never shows a session that ended (or another user's screen) meanwhile.
 */
export function watchOtherTabs(onSignedIn: () => void, target: Window = window): () => void {
  const sync = () => {
    const record = readStoredRecord();
    if (!record) {
      if (current || shell) endSession(recentlyExpired() ? 'expired' : 'other-tab');
      return;
    }
    if (record.sid === shell?.sid) {
      // The same sign-in written again (another tab chose an address): opened with this tab's key.
      const key = sealKey;
      if (key && current) {
        void openRecord(record, key).then((opened) => {
          if (!opened || current?.sid !== opened.sid || sealKey !== key) return;
          current = { ...current, hospital: opened.hospital };
          notify();
        });
      }
      return;
    }
    // Another sign-in: what this tab showed ends here; its key comes from the tab that signed in.
    const previous = current;
    const hadShell = shell !== null;
    current = null;
    sealKey = null;
    shell = shellOf(record);
    if (previous || hadShell) for (const l of endListeners) l('other-tab', previous);
    scheduleExpiry();
    notify();
    onSignedIn();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    sync();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) sync();
  };
  target.addEventListener('pageshow', onPageShow);
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener('storage', onStorage);
    target.removeEventListener('pageshow', onPageShow);
  };
}
