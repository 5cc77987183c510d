import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsecuredJWT } from 'jose';
import { SESSION_FALLBACK_TTL_MS, isExpired, parseFeatureIds, readClaims, sessionExpiresAt } from '@/session/claims';

function token(payload: Record<string, unknown>) {
  return new UnsecuredJWT(payload).encode();
}

describe('FeaturesId claim', () => {
  it('accepts a list of numbers, of numeric strings, or a single scalar', () => {
    expect(parseFeatureIds([3, 4, 5])).toEqual([3, 4, 5]);
    expect(parseFeatureIds(['3', '5'])).toEqual([3, 5]);
    expect(parseFeatureIds('4')).toEqual([4]);
    expect(parseFeatureIds(4)).toEqual([4]);
  });

  it('ignores what is not a feature id', () => {
    expect(parseFeatureIds(undefined)).toEqual([]);
    expect(parseFeatureIds(null)).toEqual([]);
    expect(parseFeatureIds(['x', 4.5, {}, '7'])).toEqual([7]);
  });
});

describe('readClaims', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads features, expiry and issue time from the token', () => {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + 60;
    expect(readClaims(token({ FeaturesId: ['4'], exp, iat }))).toEqual({
      features: [4],
      subject: null,
      expiresAt: exp * 1000,
      issuedAt: iat * 1000,
    });
  });

  it('an exp or iat that is not a number counts as absent', () => {
    expect(readClaims(token({ exp: '1700000000', iat: null }))).toMatchObject({ expiresAt: null, issuedAt: null });
  });

  it('logs an undecodable token without printing it and grants no features', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const secret = 'nao.e-um.jwt-segredo';
    expect(readClaims(secret)).toEqual({ features: [], subject: null, expiresAt: null, issuedAt: null });
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(warn.mock.calls)).not.toContain(secret);
  });

  it('an expired exp counts as expired', () => {
    expect(isExpired(Date.now() - 1)).toBe(true);
    expect(isExpired(Date.now() + 60_000)).toBe(false);
    expect(isExpired(null)).toBe(false);
  });
});

describe('sessionExpiresAt', () => {
  const signedInAt = Date.UTC(2026, 0, 5, 8);

  it("is the token's exp when it has one, however far from sign-in", () => {
    const exp = signedInAt + 30 * 24 * 3_600_000;
    expect(sessionExpiresAt({ expiresAt: exp }, signedInAt)).toBe(exp);
  });

  it('without a readable exp, is 12 h after sign-in instead of never', () => {
    expect(SESSION_FALLBACK_TTL_MS).toBe(12 * 3_600_000);
    expect(sessionExpiresAt(readClaims(token({ FeaturesId: [4] })), signedInAt)).toBe(signedInAt + 12 * 3_600_000);
  });
});
