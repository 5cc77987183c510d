import { SignJWT, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';

/** Only ever signs demo tokens; a real deployment never runs this code. */
const DEMO_SECRET = 'painel-demo-secret-somente-para-demonstracao';
/**
 * jose checks keys with `instanceof Uint8Array`; under jsdom TextEncoder hands back an array of
 * another realm and signing fails, so the key is built with this realm's Uint8Array.
 */
const key = Uint8Array.from(DEMO_SECRET, (char) => char.charCodeAt(0));

export const DEMO_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export interface DemoTokenClaims {
  sub: string;
  /** Kept as given: the demo deliberately issues arrays, string arrays and scalars. */
  FeaturesId: unknown;
  InstitutionId: number;
}

export type DemoTokenPayload = JWTPayload & DemoTokenClaims;

/**
 * A negative `expiresInSeconds` gives an already expired token, for session-expiry tests; `null`
 * leaves `exp` out, as some issuers do. `issuedAt` (seconds since the epoch, default now) or
 * `null` (no `iat`) stands for a token issued earlier or without the claim.
 */
export async function signDemoToken(claims: DemoTokenClaims, opts: { expiresInSeconds?: number | null; issuedAt?: number | null } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const issuedAt = opts.issuedAt === undefined ? now : opts.issuedAt;
  const { sub, ...custom } = claims;
  const jwt = new SignJWT({ ...custom }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub);
  if (issuedAt !== null) jwt.setIssuedAt(issuedAt);
  if (opts.expiresInSeconds !== null) jwt.setExpirationTime((issuedAt ?? now) + (opts.expiresInSeconds ?? DEMO_TOKEN_TTL_SECONDS));
  return jwt.sign(key);
}

/** The payload of a well-signed, unexpired demo token; null for anything else. */
export async function verifyDemoToken(token: string): Promise<DemoTokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.InstitutionId !== 'number') return null;
    return { ...payload, sub: payload.sub, InstitutionId: payload.InstitutionId, FeaturesId: payload.FeaturesId };
  } catch {
    return null;
  }
}
