import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * False at a component's first commit, true in a later one: what it guards renders after the rest
 * of the screen is on the page, in a transition, which React renders in slices that leave the main
 * thread free, and commits on its own (decision 0026).
 *
 * Unlike `useDeferredValue(true, false)`, which answers true at once inside a render that is
 * already deferred, each use waits for its own commit: nested, they split a screen into several
 * short commits instead of one long one.
 */
export function useRenderedLater(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

/**
 * `children` after the first commit, as `useRenderedLater` says. A component of its own so that
 * its turn re-renders only what it holds, not the component around it. Siblings come in the same
 * later commit; one nested in another, in the commit after.
 */
export function RenderedLater({ children }: { children: ReactNode }) {
  return useRenderedLater() ? children : null;
}
