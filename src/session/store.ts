import { isExpired } from './claims';
import type { InstitutionUser, SelectedHospital } from './schema';
import {
  SESSION_STORAGE_KEY,
  readStoredSession,
  sessionFrom,
  toStored,
  writeStoredSession,
  type Session,
} from './persisted';

export { SESSION_STORAGE_KEY, canKeepSession, type Session } from './persisted';

export const ALL_ADDRESSES: SelectedHospital = { institutionAddressId: 0, street: '' };

/**
 * When the server last rejected the session in any tab: another tab that learns of it (or a tab
 * reloaded just then) says 'Sessão expirada' too, rather than showing a bare login.
 */
const EXPIRED_AT_KEY = 'painel.session-expired-at';
const EXPIRED_NOTICE_MS = 60_000;

export function recentlyExpired(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(EXPIRED_AT_KEY));
    return at > 0 && now - at < EXPIRED_NOTICE_MS;
  } catch {
    return false;
  }
}

function markExpired(at: number | null): void {
  try {
    if (at === null) localStorage.removeItem(EXPIRED_AT_KEY);
    else localStorage.setItem(EXPIRED_AT_KEY, String(at));
  } catch {
    /* storage unavailable: the other tabs show a plain login */
  }
}

/** 'locked-out': five wrong passwords on the lock screen (session/lock.ts). */
export type SessionEndReason = 'logout' | 'expired' | 'other-tab' | 'locked-out';
type Listener = () => void;
type EndListener = (reason: SessionEndReason, previous: Session) => void;

const listeners = new Set<Listener>();
const endListeners = new Set<EndListener>();
let current: Session | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function notify() {
  for (const listener of listeners) listener();
}

function scheduleExpiry() {
  clearTimeout(expiryTimer);
  const at = current?.expiresAt;
  // setTimeout cannot wait longer than about 24.8 days.
  if (at != null && at - Date.now() < 2 ** 31 - 1) {
    expiryTimer = setTimeout(() => endSession('expired'), Math.max(0, at - Date.now()));
  }
}

/** Reads the stored session (an expired one counts as none and is removed). */
export function initSession(): Session | null {
  current = readStoredSession();
  if (!current) {
    try {
      localStorage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      /* storage unavailable: nothing to remove */
    }
  }
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
 * or another, hears of the new one: the sign-in puts the new cache key in place there.
 */
export function startSession(token: string, user: InstitutionUser, onStart?: (session: Session) => void): Session {
  const previous = current;
  const next = sessionFrom({ token, user, hospital: ALL_ADDRESSES }, Date.now());
  current = next;
  markExpired(null);
  if (previous) for (const l of endListeners) l('logout', previous);
  onStart?.(next);
  // Written last: the other tabs hear of the session once its key is there to be handed over.
  writeStoredSession(toStored(next));
  scheduleExpiry();
  notify();
  return current;
}

export function selectHospital(hospital: SelectedHospital): void {
  if (!current) return;
  current = { ...current, hospital };
  writeStoredSession(toStored(current));
  notify();
}

export function endSession(reason: SessionEndReason): void {
  const previous = current;
  current = null;
  clearTimeout(expiryTimer);
  if (reason === 'expired' && previous) markExpired(Date.now());
  if (reason !== 'other-tab') {
    try {
      writeStoredSession(null);
    } catch {
      /* storage unavailable */
    }
  }
  if (previous) for (const l of endListeners) l(reason, previous);
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
    const next = readStoredSession();
    if (!next) {
      if (current) endSession(recentlyExpired() ? 'expired' : 'other-tab');
      return;
    }
    const previous = current;
    current = next;
    if (previous && previous.token !== next.token) {
      for (const l of endListeners) l('other-tab', previous);
    }
    scheduleExpiry();
    notify();
    if (previous?.token !== next.token) onSignedIn();
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
