import { decodeJwt } from 'jose';
import { readApiId, readText } from '@/api/scalars';

export interface TokenClaims {
  features: number[];
  /** The token's subject (the user), when it has one. */
  subject: string | null;
  /** Expiry in ms since the epoch, or null when the token carries none or cannot be read. */
  expiresAt: number | null;
  /** Issue time (`iat`) in ms since the epoch, or null when the token carries none or cannot be read. */
  issuedAt: number | null;
}

/**
 * How long a session lasts when its token has no readable `exp`: counted from sign-in, so that a
 * token that says nothing about its end does not keep a session open for ever.
 */
export const SESSION_FALLBACK_TTL_MS = 12 * 60 * 60 * 1000;

/** The token's own expiry, else sign-in time plus SESSION_FALLBACK_TTL_MS. */
export function sessionExpiresAt(claims: Pick<TokenClaims, 'expiresAt'>, signedInAt: number): number {
  return claims.expiresAt ?? signedInAt + SESSION_FALLBACK_TTL_MS;
}

const epochMs = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value * 1000 : null);

function toFeatureId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return null;
}

/**
 * `FeaturesId` as a list of numbers, of numeric strings, or a single scalar (issuers often
 * serialise a one-element claim that way).
 */
export function parseFeatureIds(claim: unknown): number[] {
  const values = Array.isArray(claim) ? (claim as unknown[]) : claim == null ? [] : [claim];
  return values.map(toFeatureId).filter((id): id is number => id !== null);
}

export function readClaims(token: string): TokenClaims {
  try {
    const payload = decodeJwt(token);
    return {
      features: parseFeatureIds(payload.FeaturesId),
      subject: typeof payload.sub === 'string' ? payload.sub : null,
      expiresAt: epochMs(payload.exp),
      issuedAt: epochMs(payload.iat),
    };
  } catch {
    // Never the token itself: it is a credential.
    console.warn('Não foi possível decodificar o token da sessão; nenhuma funcionalidade foi liberada.');
    return { features: [], subject: null, expiresAt: null, issuedAt: null };
  }
}

/** What the token may say of who signed in: stands in for what the login answer left out. */
interface IdentityClaims {
  /** `InstitutionId` (the claim the demo signs), as apiId answers it. */
  institutionId: number | string | null;
  /** A display name: `name`, `unique_name` or .NET's ClaimTypes.Name; never `sub`, often an id. */
  name: string | null;
}

const NAME_CLAIMS = ['name', 'unique_name', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name'] as const;

export function readIdentityClaims(token: string): IdentityClaims {
  try {
    const payload = decodeJwt(token);
    const name = NAME_CLAIMS.map((claim) => readText(payload[claim])).find((text) => text !== null);
    return { institutionId: readApiId(payload.InstitutionId ?? payload.institutionId), name: name ?? null };
  } catch {
    // readClaims, on the same token, says it could not be decoded.
    return { institutionId: null, name: null };
  }
}

export function isExpired(expiresAt: number | null, now = Date.now()): boolean {
  return expiresAt !== null && expiresAt <= now;
}
