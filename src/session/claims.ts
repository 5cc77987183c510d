import { decodeJwt } from 'jose';

export interface TokenClaims {
  features: number[];
  /** The token's subject (the user), when it has one. */
  subject: string | null;
  /** Expiry in ms since the epoch, or null when the token carries none or cannot be read. */
  expiresAt: number | null;
}

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
      expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : null,
    };
  } catch {
    // Never the token itself: it is a credential.
    console.warn('Não foi possível decodificar o token da sessão; nenhuma funcionalidade foi liberada.');
    return { features: [], subject: null, expiresAt: null };
  }
}

export function isExpired(expiresAt: number | null, now = Date.now()): boolean {
  return expiresAt !== null && expiresAt <= now;
}
