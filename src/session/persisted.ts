import * as v from 'valibot';
import { isExpired, readClaims, sessionExpiresAt, type TokenClaims } from './claims';
import { sealedSessionSchema, storedRecordSchema, type SealedSession, type StoredRecord } from './schema';
import { BROWSER_STORAGE } from './browserStorage';

/** The session lives in localStorage under this one key. */
export const SESSION_STORAGE_KEY = BROWSER_STORAGE.session.name;

export interface Session extends SealedSession {
  /** This sign-in's own id: a session written by another sign-in (another tab) has another. */
  sid: string;
  signedInAt: number;
  features: number[];
  /** The token's `exp`; without one, 12 h after sign-in (never 'no expiry'). */
  expiresAt: number;
  /** Whose data this is: cached data is tied to it (the token's subject, else institution and name). */
  userKey: string;
}

/**
 * What a stored session shows without its key: who (for the lock screen) and until when. The
 * token, the user's record and the chosen address are sealed under the cache's data key
 * (docs/decisions/0011-encrypted-cache-and-lock.md).
 */
export type SessionShell = Pick<StoredRecord, 'sid' | 'userKey' | 'name' | 'institutionId' | 'expiresAt' | 'signedInAt'>;

export function sessionFrom(sealed: SealedSession, sid: string, signedInAt: number, claims: TokenClaims = readClaims(sealed.token)): Session {
  const userKey = `${sealed.user.Institution.Id}:${claims.subject ?? sealed.user.Name}`;
  const expiresAt = sessionExpiresAt(claims, signedInAt);
  return { token: sealed.token, user: sealed.user, hospital: sealed.hospital, sid, signedInAt, features: claims.features, expiresAt, userKey };
}

/** A new sign-in's id: 16 random bytes in hex. */
export function newSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The sealing's additional data: a sealed part moved under another sign-in or user does not open. */
const sealContext = (record: Pick<StoredRecord, 'sid' | 'userKey'>) => `painel.session:${record.sid}:${record.userKey}`;

// Loaded with the first seal or open: the login route never needs it before a sign-in.
const crypto$ = () => import('@/lib/vaultCrypto');

/** The session as written: readable parts in clear, the rest sealed under `key`. */
export async function sealSession(session: Session, key: CryptoKey): Promise<StoredRecord> {
  const { sealText, toBase64 } = await crypto$();
  const { sid, userKey, expiresAt, signedInAt } = session;
  const secret: SealedSession = { token: session.token, user: session.user, hospital: session.hospital };
  const sealed = await sealText(key, JSON.stringify(secret), sealContext({ sid, userKey }));
  const { Name: name, Institution } = session.user;
  return { v: 2, sid, userKey, name, institutionId: Institution.Id, expiresAt, signedInAt, sealed: { iv: toBase64(sealed.iv), data: toBase64(sealed.data) } };
}

/**
 * The session a record holds, opened with `key`; null when the key is not the one it was sealed
 * under (a wrapped key swapped in from elsewhere), the record was altered, or what it holds is not
 * a session of the user it names.
 */
export async function openRecord(record: StoredRecord, key: CryptoKey): Promise<Session | null> {
  const { openText, fromBase64 } = await crypto$();
  try {
    const iv = fromBase64(record.sealed.iv);
    const data = fromBase64(record.sealed.data);
    const text = await openText(key, { iv, data }, sealContext(record));
    const parsed = v.safeParse(sealedSessionSchema, JSON.parse(text));
    if (!parsed.success) return null;
    const session = sessionFrom(parsed.output, record.sid, record.signedInAt);
    return session.userKey === record.userKey ? { ...session, expiresAt: Math.min(session.expiresAt, record.expiresAt) } : null;
  } catch {
    return null;
  }
}

/** Throws when storage is unusable; callers decide whether that matters. */
export function writeStoredRecord(next: StoredRecord | null): void {
  if (next) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
}

/**
 * The stored session, sealed part unopened; null when there is none, it cannot be read, it has
 * expired, or it is of an older format (a token kept in clear: that session ends, and the user
 * signs in again once).
 */
export function readStoredRecord(): StoredRecord | null {
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
  const parsed = v.safeParse(storedRecordSchema, json);
  if (!parsed.success || isExpired(parsed.output.expiresAt)) return null;
  return parsed.output;
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
