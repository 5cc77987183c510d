import { safeParse } from 'zod/mini';
import { isExpired, readClaims, sessionExpiresAt, type TokenClaims } from './claims';
import { storedSessionSchema, type StoredSession } from './schema';

/** The session lives in localStorage under this one key. */
export const SESSION_STORAGE_KEY = 'painel.session';

export interface Session extends StoredSession {
  signedInAt: number;
  features: number[];
  /** The token's `exp`; without one, 12 h after sign-in (never 'no expiry'). */
  expiresAt: number;
  /** Whose data this is: cached data is tied to it (the token's subject, else institution and name). */
  userKey: string;
}

export function sessionFrom(stored: StoredSession, signedInAt: number, claims: TokenClaims = readClaims(stored.token)): Session {
  const userKey = `${stored.user.Institution.Id}:${claims.subject ?? stored.user.Name}`;
  const expiresAt = sessionExpiresAt(claims, signedInAt);
  return { ...stored, signedInAt, features: claims.features, expiresAt, userKey };
}

/** What is written: the session less what is derived from the token. */
export function toStored(session: Session): StoredSession {
  return { token: session.token, user: session.user, hospital: session.hospital, signedInAt: session.signedInAt };
}

/** Throws when storage is unusable; callers decide whether that matters. */
export function writeStoredSession(next: StoredSession | null): void {
  if (next) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
}

/** The stored session, or null when there is none, it cannot be read, or it has expired. */
export function readStoredSession(): Session | null {
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
  const claims = readClaims(parsed.data.token);
  // A session stored before sign-in times were kept: the token's iat stands for it (never later
  // than now), else the time it is first read.
  const signedInAt = parsed.data.signedInAt ?? Math.min(claims.issuedAt ?? Date.now(), Date.now());
  const session = sessionFrom(parsed.data, signedInAt, claims);
  if (isExpired(session.expiresAt)) return null;
  if (parsed.data.signedInAt === undefined) {
    // Written back, so that later reads (a reload, another tab) count from the same moment.
    try {
      writeStoredSession(toStored(session));
    } catch {
      /* storage unavailable: this tab still counts from it */
    }
  }
  return session;
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
