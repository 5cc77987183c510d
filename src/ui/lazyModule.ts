import { createElement, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';
import { StaleChunkNotice } from './StaleChunkNotice';

/**
 * A component loaded on demand without Suspense. React throttles the reveal of Suspense content
 * (about 300 ms after the last fallback), which held the dashboard's doughnut back well after its
 * data had arrived; here the component appears on the first render after its code arrives. If the
 * code cannot be fetched (a deploy removed the old chunk), the part offers a reload instead.
 */
export function lazyModule<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let failed = false;
  let pending: Promise<ComponentType<P>> | undefined;

  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module.default;
      },
      (error: unknown) => {
        failed = true;
        pending = undefined;
        throw error;
      },
    ));

  /** `failure` replaces the stale-chunk notice where a part needs its own frame around it. */
  function Lazy({ fallback, failure, ...props }: P & { fallback: ReactNode; failure?: ReactNode }) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (loaded === undefined)
        preload().then(
          () => rerender(),
          () => rerender(),
        );
    }, []);
    if (loaded) return createElement(loaded, props as unknown as P);
    return failed ? (failure ?? createElement(StaleChunkNotice)) : fallback;
  }

  return { preload, Lazy };
}
