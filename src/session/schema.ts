import * as z from 'zod/mini';
import { readApiId, readFlag, readNumber, readText } from '@/api/scalars';

const nonEmpty = z.string().check(z.minLength(1));

/** A plain object's fields; nothing for anything else. */
const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The user of the login answer, read tolerantly (decision 0001): only the token is needed to sign
 * in, so every field here only decorates the screen. A missing or unreadable name or institution
 * id is null (signedInUser fills them from the token or the login typed); no trial unless the
 * answer says so; an unknown profile is ''.
 */
function readLoginUser(value: unknown) {
  const user = fieldsOf(value);
  const institution = fieldsOf(user.Institution);
  return {
    Name: readText(user.Name),
    Institution: { Id: readApiId(institution.Id ?? user.InstitutionId), Name: readText(institution.Name) },
    IsTrial: readFlag(user.IsTrial) ?? false,
    TrialRemainingDays: readNumber(user.TrialRemainingDays),
    Profile: readText(user.Profile) ?? '',
  };
}

/** The login answer; `Token` comes as `{ Value }` or, from some issuers, as a bare string. */
export const loginAnswerSchema = z.pipe(
  z.object({
    Token: z.pipe(
      z.union([z.object({ Value: nonEmpty }), nonEmpty]),
      z.transform((t) => (typeof t === 'string' ? t : t.Value)),
    ),
    InstitutionUser: z.optional(z.unknown()),
  }),
  z.transform((answer) => ({ Token: answer.Token, InstitutionUser: readLoginUser(answer.InstitutionUser) })),
);

/** An institution's id as apiId answers it (a number, else its text); null when it is not known. */
const institutionId = z.nullable(z.union([z.number(), nonEmpty]));

const selectedHospitalSchema = z.object({
  institutionAddressId: z.number(),
  street: z.string(),
});

/** What is sealed under the cache's data key: the token, the user's record, the chosen address. */
export const sealedSessionSchema = z.object({
  token: nonEmpty,
  /** The user as signedInUser normalised it: only the name is always known. */
  user: z.object({
    Name: z.string(),
    Institution: z.object({ Id: institutionId, Name: z.nullable(z.string()) }),
    IsTrial: z.boolean(),
    TrialRemainingDays: z.nullable(z.number()),
    Profile: z.string(),
  }),
  hospital: selectedHospitalSchema,
});

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/));

/**
 * What localStorage keeps under one key: what the lock screen shows and the expiry in clear, the
 * rest sealed (AES-GCM, base64). `v: 2`; the first format kept the token in clear and is no longer read.
 */
export const storedRecordSchema = z.object({
  v: z.literal(2),
  sid: nonEmpty,
  userKey: nonEmpty,
  name: z.string(),
  /** The institution's logo on the lock screen. */
  institutionId,
  expiresAt: z.number(),
  signedInAt: z.number(),
  sealed: z.object({ iv: base64, data: base64 }),
});

export type SealedSession = z.infer<typeof sealedSessionSchema>;
export type StoredRecord = z.infer<typeof storedRecordSchema>;
export type SelectedHospital = z.infer<typeof selectedHospitalSchema>;
export type InstitutionUser = SealedSession['user'];
export type InstitutionId = InstitutionUser['Institution']['Id'];
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
