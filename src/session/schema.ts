import * as v from 'valibot';

// valibot, not zod: the stored session is read before the login screen shows; the login answer,
// read after 'Entrar', is in ./loginAnswer (docs/decisions/0028-first-load-schemas-valibot.md).

const nonEmpty = v.pipe(v.string(), v.minLength(1));

/** An institution's id as apiId answers it (a number, else its text); null when it is not known. */
const institutionId = v.nullable(v.union([v.number(), nonEmpty]));

const selectedHospitalSchema = v.object({
  institutionAddressId: v.number(),
  street: v.string(),
});

/** What is sealed under the cache's data key: the token, the user's record, the chosen address. */
export const sealedSessionSchema = v.object({
  token: nonEmpty,
  /** The user as signedInUser normalised it: only the name is always known. */
  user: v.object({
    Name: v.string(),
    Institution: v.object({ Id: institutionId, Name: v.nullable(v.string()) }),
    IsTrial: v.boolean(),
    TrialRemainingDays: v.nullable(v.number()),
    Profile: v.string(),
  }),
  hospital: selectedHospitalSchema,
});

const base64 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/));

/**
 * What localStorage keeps under one key: what the lock screen shows and the expiry in clear, the
 * rest sealed (AES-GCM, base64). `v: 2`; the first format kept the token in clear and is no longer read.
 */
export const storedRecordSchema = v.object({
  v: v.literal(2),
  sid: nonEmpty,
  userKey: nonEmpty,
  name: v.string(),
  /** The institution's logo on the lock screen. */
  institutionId,
  expiresAt: v.number(),
  signedInAt: v.number(),
  sealed: v.object({ iv: base64, data: base64 }),
});

export type SealedSession = v.InferOutput<typeof sealedSessionSchema>;
export type StoredRecord = v.InferOutput<typeof storedRecordSchema>;
export type SelectedHospital = v.InferOutput<typeof selectedHospitalSchema>;
export type InstitutionUser = SealedSession['user'];
export type InstitutionId = InstitutionUser['Institution']['Id'];
