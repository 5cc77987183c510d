import * as z from 'zod/mini';

const institution = z.object({ Id: z.number(), Name: z.string() });

/** The user of the login answer; flags the server may leave out default to off. */
export const institutionUserSchema = z.object({
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

export const selectedHospitalSchema = z.object({
  institutionAddressId: z.number(),
  street: z.string(),
});

/** What we keep in localStorage under one key. */
export const storedSessionSchema = z.object({
  token: nonEmpty,
  user: z.object({
    Name: z.string(),
    Institution: institution,
    IsTrial: z.boolean(),
    TrialRemainingDays: z.number(),
    Profile: z.string(),
  }),
  hospital: selectedHospitalSchema,
  /** Sign-in time, ms since the epoch; absent from sessions stored before it was kept. */
  signedInAt: z.optional(z.number()),
});

export type StoredSession = z.infer<typeof storedSessionSchema>;
export type SelectedHospital = z.infer<typeof selectedHospitalSchema>;
export type InstitutionUser = StoredSession['user'];
