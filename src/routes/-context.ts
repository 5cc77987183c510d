import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '@/config/schema';

/**
 * What every route's loader and guard receive. It lives with the routes (the '-' prefix keeps the
 * router plugin from reading it as a route) so that `app/`, which builds the router, imports the
 * routes and never the other way round.
 */
export interface RouterContext {
  config: AppConfig;
  /**
   * TanStack Query's client, loaded on first need: the signed-in layout (`_app`) awaits it in its
   * `beforeLoad` and hands it to every route below as `context.queryClient`; the public routes
   * never load it.
   */
  loadQueryClient: () => Promise<QueryClient>;
}
