import { peekSession } from '@/session/store';
import { whenOpen } from '@/session/lockState';
import type { QueryStack } from './queryStack';

/** The query stack, loaded once on first need; `loaded()` answers without loading it. */
export interface QueryStackLoader {
  get(): Promise<QueryStack>;
  loaded(): QueryStack | null;
}

export function queryStackLoader(maxAgeMs: number): QueryStackLoader {
  let loading: Promise<QueryStack> | undefined;
  let stack: QueryStack | null = null;
  return {
    get: () =>
      (loading ??= import('./queryStack').then(
        (m) => (stack = m.createQueryStack({ maxAgeMs })),
        (error: unknown) => {
          // Asked again later, the chunk may load (the network back, the page reloaded by a deploy).
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => stack,
  };
}

/** A stack built beforehand (tests): nothing to load. */
export function readyQueryStack(stack: QueryStack): QueryStackLoader {
  return { get: () => Promise.resolve(stack), loaded: () => stack };
}

/**
 * A stored session's persisted cache back in memory, once the console is unlocked (the key is
 * needed to read it): restored data shows at once but counts as stale, so the first screen
 * refetches it, which also verifies the token. Nothing happens if the session ended meanwhile.
 */
export async function openSessionCache(queries: QueryStackLoader, userKey: string): Promise<void> {
  // Its code loads while the lock screen shows (an empty client: nothing is read before the key).
  const stack = queries.get();
  stack.catch(() => undefined);
  await whenOpen();
  if (peekSession()?.userKey !== userKey) return;
  const { queryClient, persistence } = await stack;
  await persistence.restore(userKey);
  await queryClient.invalidateQueries({ refetchType: 'none' });
  persistence.start(userKey);
}
