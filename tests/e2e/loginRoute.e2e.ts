/**
 * The login route's JS within its budget (./loginRoute.ts): a change that puts the signed-in
 * console's code, or a library, on the first visit fails here, not months later in a bench.
 */
import { describe, expect, it } from 'vitest';
import { distDir } from './paths';
import { setupE2E } from './harness';
import { LOGIN_ROUTE_BUDGET_BYTES, loginRouteScripts, overLimit, weighScripts } from './loginRoute';

// No service worker: its precache would fetch every chunk, not only the route's.
const e2e = setupE2E({ contextOptions: { serviceWorkers: 'block' }, shareContext: false });

describe("the login route's weight", () => {
  it('is within its budget, counted in level-9 gzip bytes of the built files a first visit loads, with no key derivation', async () => {
    const scripts = await loginRouteScripts(e2e.page, e2e.url);
    const weighed = weighScripts(distDir, scripts);
    expect(weighed.rows.length).toBeGreaterThan(1);
    expect(overLimit(weighed, LOGIN_ROUTE_BUDGET_BYTES)).toBeNull();
    // The key derivation (Argon2id, decision 0024) comes with 'Entrar' or the lock, never before.
    expect(scripts.filter((pathname) => /argon2/i.test(pathname))).toEqual([]);
  });
});
