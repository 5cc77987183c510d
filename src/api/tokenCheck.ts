let inFlight: { token: string; promise: Promise<void> } | null = null;

/**
 * `GET api/account/token` before `api/` calls while signed in. Requests issued together share one
 * check: a dashboard load of a dozen calls makes one check, not a dozen. The client passes the
 * request that performs the check (`verify`), so this module imports nothing of the client and the
 * two no longer import each other. A 401 there ends the session through the client's central
 * handler.
 */
export function checkTokenOnce(token: string, verify: (token: string) => Promise<unknown>): Promise<void> {
  if (inFlight?.token === token) return inFlight.promise;
  const promise = verify(token).then(() => undefined);
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
