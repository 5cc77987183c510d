import * as z from 'zod/mini';
import { readApiId, readFlag, readNumber, readText } from '@/api/scalars';

// Apart from ./schema: the login answer is read after 'Entrar' only, with zod like every answer of
// the API; the stored session's schemas, read on the first load, use valibot
// (docs/decisions/0028-first-load-schemas-valibot.md).

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

export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
