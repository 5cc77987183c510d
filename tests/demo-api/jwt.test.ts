// @vitest-environment node
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN_TTL_SECONDS, signDemoToken, verifyDemoToken } from '../../src/mocks/jwt';

describe('demo JWT', () => {
  it('signs the claims as given, with iat and an 8 h exp', async () => {
    const token = await signDemoToken({ sub: 'admin@painel.demo', FeaturesId: [3, 4, 5], InstitutionId: 1 });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: 'admin@painel.demo', FeaturesId: [3, 4, 5], InstitutionId: 1 });
    expect(typeof claims.iat).toBe('number');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(DEMO_TOKEN_TTL_SECONDS);
    await expect(verifyDemoToken(token)).resolves.toMatchObject({ sub: 'admin@painel.demo', InstitutionId: 1 });
  });

  it('can leave exp out, and iat too, or date the token earlier, as other issuers do', async () => {
    const noExp = decodeJwt(await signDemoToken({ sub: 'a', FeaturesId: [4], InstitutionId: 1 }, { expiresInSeconds: null }));
    expect(noExp.exp).toBeUndefined();
    expect(typeof noExp.iat).toBe('number');
    const bare = decodeJwt(await signDemoToken({ sub: 'a', FeaturesId: [4], InstitutionId: 1 }, { expiresInSeconds: null, issuedAt: null }));
    expect(bare).not.toHaveProperty('iat');
    expect(bare).not.toHaveProperty('exp');
    const earlier = decodeJwt(await signDemoToken({ sub: 'a', FeaturesId: [4], InstitutionId: 1 }, { issuedAt: 1_000 }));
    expect(earlier).toMatchObject({ iat: 1_000, exp: 1_000 + DEMO_TOKEN_TTL_SECONDS });
  });

  it('keeps scalar and string-array feature claims untouched', async () => {
    const scalar = await signDemoToken({ sub: 'a', FeaturesId: '4', InstitutionId: 1 });
    const strings = await signDemoToken({ sub: 'b', FeaturesId: ['3', '5'], InstitutionId: 1 });
    expect(decodeJwt(scalar).FeaturesId).toBe('4');
    expect(decodeJwt(strings).FeaturesId).toEqual(['3', '5']);
  });

  it('rejects expired, tampered and foreign tokens', async () => {
    const expired = await signDemoToken({ sub: 'a', FeaturesId: [4], InstitutionId: 1 }, { expiresInSeconds: -60 });
    await expect(verifyDemoToken(expired)).resolves.toBeNull();
    const valid = await signDemoToken({ sub: 'a', FeaturesId: [4], InstitutionId: 1 });
    const [header, , signature] = valid.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'a', FeaturesId: [3, 4, 5], InstitutionId: 165 })).toString('base64url');
    await expect(verifyDemoToken(`${header}.${forgedPayload}.${signature}`)).resolves.toBeNull();
    await expect(verifyDemoToken('not-a-jwt')).resolves.toBeNull();
  });
});
