/**
 * What the API client needs from the app (the base address, the session's token, the 401 handler),
 * set once at start-up. Apart from ./client so that the start-up sets it without loading the client:
 * the login route's first load makes no call, and the client's code comes with the first one
 * (decision 0027).
 */
export interface ApiClientDeps {
  /** Absolute base URL ending in '/'. */
  baseUrl: string;
  /** The session token, or null when signed out. */
  getToken: () => string | null;
  /** Called once for a 401 while a session exists: ends the session centrally. */
  onUnauthorized: () => void;
  /** Told whether the API answered at all: false when the connection failed, true on any answer. */
  onReachability?: (reachable: boolean) => void;
  timeoutMs?: number;
}

let deps: ApiClientDeps | null = null;

export function initApiClient(next: ApiClientDeps): void {
  deps = next;
}

/** The API's base address (absolute, ending in '/'). */
export function apiBaseUrl(): string {
  return requireDeps().baseUrl;
}

/** The client's setup; throws before `initApiClient`. */
export function requireDeps(): ApiClientDeps {
  if (!deps) throw new Error('API client used before initApiClient');
  return deps;
}
