import * as z from 'zod/mini';
import { apiRequest } from './client';

const tokenCheckSchema = z.unknown();

let inFlight: { token: string; promise: Promise<void> } | null = null;

/**
 * `GET api/account/token` before `api/` calls while signed in. Requests issued together share one
 * check: a dashboard load of a dozen calls makes one check, not a dozen. A 401 here ends the
 * session through the client's central handler.
 */
export function checkTokenOnce(token: string): Promise<void> {
  if (inFlight?.token === token) return inFlight.promise;
  const promise = apiRequest('api/account/token', tokenCheckSchema, {
    query: { token },
    skipTokenCheck: true,
  }).then(() => undefined);
  const entry = { token, promise };
  inFlight = entry;
  const clear = () => {
    if (inFlight === entry) inFlight = null;
  };
  promise.then(clear, clear);
  return promise;
}

/** Tests start each case without a shared check. */
export function resetTokenCheck(): void {
  inFlight = null;
}
