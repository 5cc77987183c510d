/**
 * The login answer (spec 01 §2): only the token is needed to sign in; the user is decoration, read
 * tolerantly in every loose form a server written from the same spec may send (decision 0023).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { safeParse } from 'zod/mini';
import { createDataKey } from '@/lib/vaultCrypto';
import { openRecord, sealSession, sessionFrom } from '@/session/persisted';
import { loginAnswerSchema, type LoginAnswer } from '@/session/loginAnswer';
import { sealedSessionSchema, storedRecordSchema } from '@/session/schema';
import { signedInUser } from '@/session/signedInUser';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
/** An unsigned token carrying `claims`: the console decodes claims, it never verifies them. */
const tokenWith = (claims: Record<string, unknown>) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.assinatura`;
const TOKEN = tokenWith({ sub: '42' });

const documented = {
  Name: 'Mariana Albuquerque',
  Institution: { Id: 165, Name: 'Hospital São Lucas do Litoral' },
  IsTrial: true,
  TrialRemainingDays: 12,
  Profile: 'admin',
};

function parsed(InstitutionUser: unknown, Token: unknown = { Value: TOKEN }): LoginAnswer {
  const result = safeParse(loginAnswerSchema, InstitutionUser === undefined ? { Token } : { Token, InstitutionUser });
  if (!result.success) throw new Error(`the answer was refused: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

const userOf = (InstitutionUser: unknown) => parsed(InstitutionUser).InstitutionUser;

describe('the login answer, read tolerantly', () => {
  it('reads the documented answer as before', () => {
    expect(parsed(documented)).toEqual({ Token: TOKEN, InstitutionUser: documented });
  });

  it.each([
    ['165', 165],
    [' 7 ', 7],
    ['3f2a-instituicao', '3f2a-instituicao'],
    ['', null],
    [true, null],
    [null, null],
  ])('reads the institution id %j as %j', (Id, expected) => {
    expect(userOf({ ...documented, Institution: { Id, Name: 'X' } }).Institution.Id).toBe(expected);
  });

  it('reads a flat InstitutionId when the answer has no Institution object', () => {
    expect(userOf({ Name: 'Ana', InstitutionId: '12' }).Institution).toEqual({ Id: 12, Name: null });
  });

  it.each([
    [1, true],
    ['1', true],
    ['true', true],
    ['TRUE', true],
    [0, false],
    ['0', false],
    ['false', false],
    ['sim', false],
    [null, false],
  ])('reads IsTrial %j as %j', (IsTrial, expected) => {
    expect(userOf({ ...documented, IsTrial }).IsTrial).toBe(expected);
  });

  it.each([
    ['12', 12],
    [' 3 ', 3],
    [5, 5],
    ['doze', null],
    [null, null],
  ])('reads TrialRemainingDays %j as %j (null: no banner)', (TrialRemainingDays, expected) => {
    expect(userOf({ ...documented, TrialRemainingDays }).TrialRemainingDays).toBe(expected);
  });

  it('reads a numeric Profile as its text and a missing one as unknown', () => {
    expect(userOf({ ...documented, Profile: 2 }).Profile).toBe('2');
    const withoutProfile = Object.fromEntries(Object.entries(documented).filter(([key]) => key !== 'Profile'));
    expect(userOf(withoutProfile).Profile).toBe('');
  });

  it('reads null or blank names as unknown', () => {
    const user = userOf({ ...documented, Name: null, Institution: { Id: 1, Name: '  ' } });
    expect(user.Name).toBeNull();
    expect(user.Institution).toEqual({ Id: 1, Name: null });
  });

  it('signs in without the Institution, or without the InstitutionUser at all', () => {
    const unknown = { Id: null, Name: null };
    expect(userOf({ Name: 'Ana' })).toEqual({ Name: 'Ana', Institution: unknown, IsTrial: false, TrialRemainingDays: null, Profile: '' });
    for (const InstitutionUser of [undefined, null, 'Ana', []]) {
      expect(userOf(InstitutionUser)).toEqual({ Name: null, Institution: unknown, IsTrial: false, TrialRemainingDays: null, Profile: '' });
    }
  });

  it('takes the token as { Value } or a bare string, and refuses an answer without one', () => {
    expect(parsed(documented, TOKEN).Token).toBe(TOKEN);
    for (const answer of [{ InstitutionUser: documented }, { Token: { Value: '' }, InstitutionUser: documented }, { Token: '' }, { Token: 7 }, null]) {
      expect(safeParse(loginAnswerSchema, answer).success).toBe(false);
    }
  });
});

describe('the signed-in user', () => {
  it('keeps what the answer said', () => {
    expect(signedInUser(parsed(documented, tokenWith({ InstitutionId: 1, name: 'Outro' })), 'm@painel.demo')).toEqual(documented);
  });

  it("takes a missing institution from the token's InstitutionId claim", () => {
    const answer = parsed({ Name: null, Institution: { Id: {} } }, tokenWith({ sub: 'ana', InstitutionId: 165 }));
    expect(signedInUser(answer, 'ana@painel.demo').Institution).toEqual({ Id: 165, Name: null });
    expect(signedInUser(parsed(undefined, tokenWith({ InstitutionId: '9' })), 'a@b.c').Institution.Id).toBe(9);
  });

  it("names the user from the token's name claims, else the login typed, never the subject", () => {
    expect(signedInUser(parsed({ Name: null }, tokenWith({ sub: '42', name: 'Ana Souza' })), 'ana@b.c').Name).toBe('Ana Souza');
    expect(signedInUser(parsed(undefined, tokenWith({ sub: '42', unique_name: 'ana.souza' })), 'ana@b.c').Name).toBe('ana.souza');
    expect(signedInUser(parsed({ Name: '' }, tokenWith({ sub: '42' })), ' ana@b.c ').Name).toBe('ana@b.c');
  });

  it('leaves the institution unknown when neither the answer nor the token says it, and never throws', () => {
    const user = signedInUser(parsed(undefined, 'nao-e-um-jwt'), 'ana@b.c');
    expect(user).toEqual({ Name: 'ana@b.c', Institution: { Id: null, Name: null }, IsTrial: false, TrialRemainingDays: null, Profile: '' });
  });

  it('round-trips through seal and unseal with an unknown institution', async () => {
    const user = signedInUser(parsed({ IsTrial: '1', TrialRemainingDays: 'doze', Profile: 3 }, TOKEN), 'ana@b.c');
    const session = sessionFrom({ token: TOKEN, user, hospital: { institutionAddressId: 0, street: '' } }, 'sid-1', Date.now());
    const key = await createDataKey();
    const record = await sealSession(session, key);
    const stored = v.safeParse(storedRecordSchema, JSON.parse(JSON.stringify(record)));
    expect(stored.success && stored.output.institutionId).toBeNull();
    expect(v.safeParse(sealedSessionSchema, { token: TOKEN, user, hospital: session.hospital }).success).toBe(true);
    const opened = await openRecord(record, key);
    expect(opened?.user).toEqual({ Name: 'ana@b.c', Institution: { Id: null, Name: null }, IsTrial: true, TrialRemainingDays: null, Profile: '3' });
    expect(opened?.userKey).toBe(session.userKey);
  });
});
