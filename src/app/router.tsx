import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import type { RouterContext } from '@/routes/-context';
import { RouteError } from '@/ui/RouteError';
import { NotFound } from '@/ui/NotFound';
import { FullPageLoader } from '@/ui/FullPageLoader';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: FullPageLoader,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
  // The router puts itself on `self` for its development tools and hot reload: in production a
  // global that reaches the route context (the query client) from any console (decision 0025).
  if (!import.meta.env.DEV) Reflect.deleteProperty(self, '__TSR_ROUTER__');
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The code of the screen at the current address, loaded ahead while the console starts locked:
 * 'Desbloquear' then renders it at once. Code only: no loader runs, nothing is fetched or read. A
 * chunk that fails here is asked for again when the screen mounts.
 */
export function loadScreenCode(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
