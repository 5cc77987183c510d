import { createElement, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

/**
 * A component loaded on demand without Suspense. React throttles the reveal of Suspense content
 * (about 300 ms after the last fallback), which held the dashboard's doughnut back well after its
 * data had arrived; here the component appears on the first render after its code arrives.
 */
export function lazyModule<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module.default;
    }));

  function Lazy({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (loaded === undefined) void preload().then(() => rerender());
    }, []);
    return loaded ? createElement(loaded, props as unknown as P) : fallback;
  }

  return { preload, Lazy };
}
