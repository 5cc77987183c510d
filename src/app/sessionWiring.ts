import { del } from 'idb-keyval';
import { initApiClient } from '@/api/clientSetup';
import type { AppConfig } from '@/config/schema';
import { endSession, getSession, onSessionEnd, peekSession, peekShell, subscribeSession, watchOtherTabs } from '@/session/store';
import { isLocked, subscribeLock } from '@/session/lockState';
import { reportApiReachable, reportApiUnreachable } from '@/offline/connectivity';
import { CACHE_STORAGE_KEY } from '@/offline/cacheKey';
import { idbSafely } from '@/offline/idbSafe';
import { cacheStore } from '@/offline/cacheStore';
import { clearAppBadge } from '@/offline/appBadge';
import { messages } from '@/messages/catalogue';
import { clearRuntimeCaches } from '@/offline/runtimeCaches';
import type { AppRouter } from './router';
import type { QueryStackLoader } from './queries';

const lockModule = () => import('@/session/lock');
// The severe-alert notifications' page side (decision 0029): loaded with a session, never on a
// signed-out first load (the login route's weight).
const notificationsModule = () => import('@/offline/systemNotifications');

/**
 * Connects the session to the HTTP client, the query cache, its persisted copy and the router:
 * a 401 ends the session; an ended session wipes cached data (memory and IndexedDB) and leaves
 * the protected routes; a new session persists its own cache only; a login or logout in another
 * tab re-runs the guards here.
 */
export function wireSession(config: AppConfig, queries: QueryStackLoader, router: AppRouter): () => void {
  initApiClient({
    baseUrl: config.apiUrl,
    getToken: () => getSession()?.token ?? null,
    onUnauthorized: () => endSession('expired'),
    onReachability: (reachable) => (reachable ? reportApiReachable() : reportApiUnreachable()),
    timeoutMs: config.requestTimeoutSeconds * 1000,
  });

  const stopEnd = onSessionEnd((reason) => {
    const stack = queries.loaded();
    if (stack) {
      void stack.persistence.wipe();
      stack.queryClient.cancelQueries().catch(() => undefined);
      stack.queryClient.clear();
    } else {
      // Never signed in in this tab: nothing in memory, but another tab's session left its copy.
      void idbSafely(() => del(CACHE_STORAGE_KEY, cacheStore), undefined);
    }
    clearAppBadge();
    // Logout, expiry, the wrong-password wipe: no notification of the session stays or follows.
    notificationsModule().then(
      (m) => void m.closeConsoleNotifications(),
      () => undefined,
    );
    void clearRuntimeCaches();
    if (reason === 'expired' || reason === 'locked-out') {
      const message = reason === 'expired' ? 'sessionExpired' : 'lockedOut';
      void router.navigate({ to: '/', search: { message }, replace: true });
    } else {
      // The guards in beforeLoad send a signed-out user to login.
      void router.invalidate();
    }
  });

  // The idle clock and the lock's cross-tab part load with a session, never on a signed-out
  // first load (the login route's weight).
  let stopLock = () => {};
  let lockStarted = false;
  let stopped = false;
  // A click on a notification (public/sw-notify.js): that alert's card, after the lock if locked.
  let stopClicks = () => {};
  let clicksStarted = false;
  function startClicks() {
    if (clicksStarted) return;
    clicksStarted = true;
    notificationsModule().then(
      (m) =>
        void (
          stopped ||
          (stopClicks = m.onNotificationClick(
            (alerta, tab) => void router.navigate({ to: '/alertas', search: { alerta, ...(tab === 'messages' ? { tab } : {}) } }),
          ))
        ),
      () => (clicksStarted = false),
    );
  }
  function startLock() {
    startClicks();
    if (lockStarted) return;
    lockStarted = true;
    lockModule().then(
      (m) => void (stopped || (stopLock = m.watchLock(config.idleLockMinutes * 60_000))),
      () => (lockStarted = false),
    );
  }
  if (peekShell()) startLock();

  // A new sign-in (here or in another tab) starts from an empty cache: nothing of a previous
  // session's is kept. An unlock opens the same sign-in again and keeps it.
  let sid = peekShell()?.sid ?? null;
  let open = peekSession() !== null;
  const stopSubscribe = subscribeSession(() => {
    const next = peekShell();
    const nowOpen = peekSession() !== null;
    // Opened (another tab's key came, or an unlock): the guards run again with the token there.
    if (nowOpen && !open) void router.invalidate();
    open = nowOpen;
    if ((next?.sid ?? null) === sid) return;
    sid = next?.sid ?? null;
    if (next) {
      startLock();
      // Signed in by another tab: that tab hands this one the cache key (or this one locks).
      if (!nowOpen)
        void lockModule().then(
          (m) => m.ensureKey(next.userKey),
          () => undefined,
        );
      void queries.get().then(
        async ({ persistence }) => {
          await persistence.wipe();
          persistence.start(next.userKey);
        },
        () => undefined,
      );
    }
  });

  // A login in another tab: the public routes' guard moves this tab on to the landing page.
  // (A login in this tab navigates by itself, to the landing its answer decides.)
  const stopTabs = watchOtherTabs(() => void router.invalidate());
  const stopBadge = subscribeLock(() => {
    if (!isLocked()) return;
    clearAppBadge();
    // Locked, a shown notification says only that an alert came (docs/decisions/0029-severe-alert-notifications.md).
    notificationsModule().then(
      (m) => void m.maskConsoleNotifications(messages.lock.notification),
      () => undefined,
    );
  });
  return () => {
    stopped = true;
    stopLock();
    stopBadge();
    stopClicks();
    stopEnd();
    stopSubscribe();
    stopTabs();
  };
}
