import { readIdentityClaims } from './claims';
import type { LoginAnswer } from './loginAnswer';
import type { InstitutionUser } from './schema';

/**
 * The user a sign-in keeps, from a login answer read tolerantly: what the answer left out or sent
 * unreadable is taken from the token's claims (the institution, a name), and the name, failing
 * those, is the login typed. The institution may stay unknown (null): then the default logo, the
 * dashboard landing, and patients view-only (features/patients isViewOnly), never a guessed match.
 */
export function signedInUser(answer: LoginAnswer, login: string): InstitutionUser {
  const user = answer.InstitutionUser;
  const claims = readIdentityClaims(answer.Token);
  return {
    ...user,
    Name: user.Name ?? claims.name ?? login.trim(),
    Institution: { ...user.Institution, Id: user.Institution.Id ?? claims.institutionId },
  };
}
