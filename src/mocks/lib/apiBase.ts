/**
 * The API's base as the request reached it (what comes before `api/`), for absolute links the
 * demo hands out: the server's origin is only known per request, and a deployment may mount the
 * API under a path.
 */
export function apiBase(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname.slice(0, url.pathname.indexOf('/api/') + 1)}`;
}
