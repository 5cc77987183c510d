import { HttpResponse, http } from 'msw';
import { currentShapes } from '../control';
import { signDemoToken, verifyDemoToken } from '../jwt';
import { checkedBody, emptyOk, errorResponse, notFound, unauthorized } from '../lib/http';
import { emailErrors, passwordPairErrors, requiredTextErrors, textOf } from '../lib/validation';
import { store } from '../store';
import type { Account } from '../types';

const accountMessages = {
  validationTitle: 'Erro de validação',
  wrongCredentials: 'Usuário ou senha inválidos.',
  wrongCredentialsDetail: 'Confira o e-mail e a senha digitados.',
  resetFailedTitle: 'Não foi possível alterar a senha.',
  expiredToken: 'Token incorreto ou expirado.',
  unknownToken: 'Token não encontrado.',
} as const;

function findAccount(login: string): Account | undefined {
  const wanted = login.toLowerCase();
  return store.accounts.find((account) => account.Login.toLowerCase() === wanted);
}

/** The profile as a .NET enum serialised without a string converter would send it. */
const PROFILE_NUMBERS: Record<Account['Profile'], number> = { admin: 1, leader: 2, doctor: 3 };

type LoginUser = Record<string, unknown>;

/**
 * The 'spec' profile's user: every field the spec leaves untyped in the loosest form seen from
 * .NET servers (ids and counts as text, flags as 0/1, the profile as its enum number) and the
 * user's name null. The console needs only the token; the token itself is the same.
 */
function looselyTyped(user: LoginUser, account: Account): LoginUser {
  return {
    ...user,
    Name: null,
    Institution: { ...(user.Institution as LoginUser), Id: String(account.InstitutionId) },
    IsTrial: account.IsTrial ? 1 : 0,
    TrialRemainingDays: String(account.TrialRemainingDays),
    Profile: PROFILE_NUMBERS[account.Profile],
  };
}

async function loginAnswer(account: Account) {
  const jwt = await signDemoToken({
    sub: account.Login,
    FeaturesId: account.FeaturesClaim,
    InstitutionId: account.InstitutionId,
  });
  const institution = store.institutions.find((item) => item.Id === account.InstitutionId);
  const user: LoginUser = {
    Name: account.Name,
    Institution: { Id: account.InstitutionId, Name: institution?.Name ?? '' },
    IsTrial: account.IsTrial,
    TrialRemainingDays: account.TrialRemainingDays,
    Profile: account.Profile,
  };
  return {
    Token: account.TokenShape === 'string' ? jwt : { Value: jwt },
    InstitutionUser: currentShapes() === 'spec' ? looselyTyped(user, account) : user,
  };
}

/** Sign-in, token check and the password-recovery flow: all public endpoints. */
export const accountHandlers = [
  http.post('*/api/account/login', async ({ request }) => {
    const checked = await checkedBody(request, (body) => ({
      errors: [...requiredTextErrors(body.login, 'Login'), ...requiredTextErrors(body.password, 'Senha')],
    }));
    if (checked instanceof Response) return checked;
    const { body } = checked;
    const account = findAccount(textOf(body.login));
    if (!account || account.Password !== body.password) {
      // Title, Message and Errors at once, as the real API's validation answers: the console must
      // show all three.
      return errorResponse(400, {
        Title: accountMessages.validationTitle,
        Message: accountMessages.wrongCredentials,
        Errors: [accountMessages.wrongCredentialsDetail],
      });
    }
    return HttpResponse.json(await loginAnswer(account));
  }),

  http.get('*/api/account/token', async ({ request }) => {
    const token = new URL(request.url).searchParams.get('token');
    const payload = token ? await verifyDemoToken(token) : null;
    return payload ? HttpResponse.json({ Valid: true }) : unauthorized();
  }),

  // Answers the same whether or not the e-mail has an account, so it cannot be used to probe.
  http.post('*/api/account/forgot-password', async ({ request }) => {
    const checked = await checkedBody(request, (body) => ({ errors: emailErrors(body.email) }));
    return checked instanceof Response ? checked : emptyOk();
  }),

  http.put('*/api/account/reset-password', async ({ request }) => {
    const checked = await checkedBody(request, (body) => ({ errors: passwordPairErrors(body) }));
    if (checked instanceof Response) return checked;
    const { body } = checked;
    const reset = store.passwordResetTokens.find((item) => item.Token === textOf(body.token));
    if (!reset) return notFound(accountMessages.unknownToken);
    if (reset.State === 'expired') {
      return errorResponse(400, { Title: accountMessages.resetFailedTitle, Errors: [accountMessages.expiredToken] });
    }
    const account = findAccount(reset.Login);
    if (account && typeof body.password === 'string') account.Password = body.password;
    return emptyOk();
  }),
];
