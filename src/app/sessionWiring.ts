import type { QueryClient } from '@tanstack/react-query';
import { initApiClient } from '@/api/client';
import type { AppConfig } from '@/config/schema';
import { endSession, getSession, onSessionEnd, watchOtherTabs } from '@/session/store';
import type { AppRouter } from './router';

/**
 * Connects the session to the HTTP client, the query cache and the router: a 401 ends the
 * session; an ended session wipes cached data and leaves the protected routes; a login or logout
 * in another tab re-runs the guards here.
 */
export function wireSession(config: AppConfig, queryClient: QueryClient, router: AppRouter): () => void {
  initApiClient({
    baseUrl: config.apiUrl,
    getToken: () => getSession()?.token ?? null,
    onUnauthorized: () => endSession('expired'),
  });

  const stopEnd = onSessionEnd((reason) => {
    queryClient.cancelQueries().catch(() => undefined);
    queryClient.clear();
    if (reason === 'expired') {
      void router.navigate({ to: '/', search: { message: 'sessionExpired' }, replace: true });
    } else {
      // The guards in beforeLoad send a signed-out user to login.
      void router.invalidate();
    }
  });

  // A login in another tab: the public routes' guard moves this tab on to the landing page.
  // (A login in this tab navigates by itself, to the landing its answer decides.)
  const stopTabs = watchOtherTabs(() => void router.invalidate());
  return () => {
    stopEnd();
    stopTabs();
  };
}
