import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsecuredJWT } from 'jose';
import { isExpired, parseFeatureIds, readClaims } from '@/session/claims';

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

  it('reads features and expiry from the token', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(readClaims(token({ FeaturesId: ['4'], exp }))).toEqual({ features: [4], subject: null, expiresAt: exp * 1000 });
  });

  it('logs an undecodable token without printing it and grants no features', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const secret = 'nao.e-um.jwt-segredo';
    expect(readClaims(secret)).toEqual({ features: [], subject: null, expiresAt: null });
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(warn.mock.calls)).not.toContain(secret);
  });

  it('an expired exp counts as expired', () => {
    expect(isExpired(Date.now() - 1)).toBe(true);
    expect(isExpired(Date.now() + 60_000)).toBe(false);
    expect(isExpired(null)).toBe(false);
  });
});
