import { safeParse } from 'zod/mini';
import { isExpired, readClaims } from './claims';
import { storedSessionSchema, type InstitutionUser, type SelectedHospital, type StoredSession } from './schema';

export const SESSION_STORAGE_KEY = 'painel.session';

export const ALL_ADDRESSES: SelectedHospital = { institutionAddressId: 0, street: '' };

export interface Session extends StoredSession {
  features: number[];
  expiresAt: number | null;
  /** Whose data this is: cached data is tied to it (the token's subject, else institution and name). */
  userKey: string;
}

export type SessionEndReason = 'logout' | 'expired' | 'other-tab';
type Listener = () => void;
type EndListener = (reason: SessionEndReason, previous: Session) => void;

const listeners = new Set<Listener>();
const endListeners = new Set<EndListener>();
let current: Session | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function decorate(stored: StoredSession): Session {
  const claims = readClaims(stored.token);
  const userKey = `${stored.user.Institution.Id}:${claims.subject ?? stored.user.Name}`;
  return { ...stored, features: claims.features, expiresAt: claims.expiresAt, userKey };
}

function readStorage(): Session | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = safeParse(storedSessionSchema, json);
  if (!parsed.success) return null;
  const session = decorate(parsed.data);
  return isExpired(session.expiresAt) ? null : session;
}

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

function write(next: StoredSession | null) {
  if (next) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
}

function strip(session: Session): StoredSession {
  return { token: session.token, user: session.user, hospital: session.hospital };
}

/**
 * False when the browser blocks localStorage (reading `window.localStorage` throws a
 * SecurityError when cookies and site data are blocked; it is null where storage is disabled):
 * no session could be kept.
 */
export function canKeepSession(): boolean {
  try {
    window.localStorage.getItem(SESSION_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Reads the stored session (an expired one counts as none and is removed). */
export function initSession(): Session | null {
  current = readStorage();
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

export function startSession(token: string, user: InstitutionUser): Session {
  const previous = current;
  current = decorate({ token, user, hospital: ALL_ADDRESSES });
  write(strip(current));
  if (previous) for (const l of endListeners) l('logout', previous);
  scheduleExpiry();
  notify();
  return current;
}

export function selectHospital(hospital: SelectedHospital): void {
  if (!current) return;
  current = { ...current, hospital };
  write(strip(current));
  notify();
}

export function endSession(reason: SessionEndReason): void {
  const previous = current;
  current = null;
  clearTimeout(expiryTimer);
  if (reason !== 'other-tab') {
    try {
      write(null);
    } catch {
      /* storage unavailable */
    }
  }
  if (previous) for (const l of endListeners) l(reason, previous);
  notify();
}

/**
 * Login or logout in one tab reaches the others: the `storage` event fires in every other tab of
 * the origin as soon as the key changes.
 */
export function watchOtherTabs(onSignedIn: () => void, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const next = readStorage();
    if (!next) {
      if (current) endSession('other-tab');
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
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
