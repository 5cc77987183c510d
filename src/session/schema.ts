import * as z from 'zod/mini';

const institution = z.object({ Id: z.number(), Name: z.string() });

/** The user of the login answer; flags the server may leave out default to off. */
const institutionUserSchema = z.object({
  Name: z.string(),
  Institution: institution,
  IsTrial: z.pipe(z.nullish(z.boolean()), z.transform((v) => v ?? false)),
  TrialRemainingDays: z.pipe(z.nullish(z.number()), z.transform((v) => v ?? 0)),
  Profile: z.pipe(z.nullish(z.string()), z.transform((v) => v ?? '')),
});

const nonEmpty = z.string().check(z.minLength(1));

/** The login answer; `Token` comes as `{ Value }` or, from some issuers, as a bare string. */
export const loginAnswerSchema = z.object({
  Token: z.pipe(
    z.union([z.object({ Value: nonEmpty }), nonEmpty]),
    z.transform((t) => (typeof t === 'string' ? t : t.Value)),
  ),
  InstitutionUser: institutionUserSchema,
});

const selectedHospitalSchema = z.object({
  institutionAddressId: z.number(),
  street: z.string(),
});

/** What is sealed under the cache's data key: the token, the user's record, the chosen address. */
export const sealedSessionSchema = z.object({
  token: nonEmpty,
  user: z.object({
    Name: z.string(),
    Institution: institution,
    IsTrial: z.boolean(),
    TrialRemainingDays: z.number(),
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
  institutionId: z.number(),
  expiresAt: z.number(),
  signedInAt: z.number(),
  sealed: z.object({ iv: base64, data: base64 }),
});

export type SealedSession = z.infer<typeof sealedSessionSchema>;
export type StoredRecord = z.infer<typeof storedRecordSchema>;
export type SelectedHospital = z.infer<typeof selectedHospitalSchema>;
export type InstitutionUser = SealedSession['user'];
