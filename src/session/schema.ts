import { z } from 'zod';

export const institutionUserSchema = z.object({
  Name: z.string(),
  Institution: z.object({ Id: z.number(), Name: z.string() }),
  IsTrial: z.boolean().nullish().transform((v) => v ?? false),
  TrialRemainingDays: z.number().nullish().transform((v) => v ?? 0),
  Profile: z.string().nullish().transform((v) => v ?? ''),
});

/** The login answer; `Token` comes as `{ Value }` or, from some issuers, as a bare string. */
export const loginAnswerSchema = z.object({
  Token: z.union([z.object({ Value: z.string().min(1) }), z.string().min(1)]).transform((t) =>
    typeof t === 'string' ? t : t.Value,
  ),
  InstitutionUser: institutionUserSchema,
});

export const selectedHospitalSchema = z.object({
  institutionAddressId: z.number(),
  street: z.string(),
});

/** What we keep in localStorage under one key. */
export const storedSessionSchema = z.object({
  token: z.string().min(1),
  user: z.object({
    Name: z.string(),
    Institution: z.object({ Id: z.number(), Name: z.string() }),
    IsTrial: z.boolean(),
    TrialRemainingDays: z.number(),
    Profile: z.string(),
  }),
  hospital: selectedHospitalSchema,
});

export type StoredSession = z.infer<typeof storedSessionSchema>;
export type SelectedHospital = z.infer<typeof selectedHospitalSchema>;
export type InstitutionUser = StoredSession['user'];
