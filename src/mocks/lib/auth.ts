import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { verifyDemoToken } from '../jwt';
import { store } from '../store';
import type { Account } from '../types';
import { unauthorized } from './http';

/** Who is calling, as the bearer token says. */
export interface DemoUser {
  login: string;
  institutionId: number;
  /** The raw FeaturesId claim, in whichever shape the account was issued. */
  featuresClaim: unknown;
  /** Undefined when a test signs a token for a login the store does not know. */
  account: Account | undefined;
}

type AuthResult = { user: DemoUser; response?: undefined } | { user?: undefined; response: Response };

/** The token from the request, or null. */
function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * The single gate for every non-public endpoint: the JWT is the authority, as in the real API,
 * so a missing, forged or expired token always answers 401 'Sessão expirada.'.
 */
async function requireUser(request: Request): Promise<AuthResult> {
  const token = bearerToken(request);
  const payload = token ? await verifyDemoToken(token) : null;
  if (!payload) return { response: unauthorized() };
  const login = payload.sub;
  return {
    user: {
      login,
      institutionId: payload.InstitutionId,
      featuresClaim: payload.FeaturesId,
      account: store.accounts.find((account) => account.Login === login),
    },
  };
}

type Resolver<P extends PathParams, B extends DefaultBodyType> = HttpResponseResolver<P, B>;
type ResolverInfo<P extends PathParams, B extends DefaultBodyType> = Parameters<Resolver<P, B>>[0];

/** Wraps a resolver so it runs only for an authenticated caller, who is passed in as `user`. */
export function authenticated<P extends PathParams = PathParams, B extends DefaultBodyType = DefaultBodyType>(
  resolver: (info: ResolverInfo<P, B> & { user: DemoUser }) => ReturnType<Resolver<P, B>>,
): Resolver<P, B> {
  return async (info) => {
    const auth = await requireUser(info.request);
    if (auth.response) return auth.response;
    return resolver({ ...info, user: auth.user });
  };
}
