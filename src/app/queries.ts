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
