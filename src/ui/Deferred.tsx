import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts what is below the fold after the first paint, so that the first commit holds only what
 * is in view: each child mounts when its place nears the viewport, or else in the browser's idle
 * time, one per idle slice (decision 0012). Meanwhile its place keeps `minHeight`, so the page does not
 * jump. Without IntersectionObserver (jsdom, very old browsers) it mounts at once.
 */
export function Deferred({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = place.current;
    if (shown || !element) return;
    const show = () => setShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    const leave = queueIdle(show);
    return () => {
      observer.disconnect();
      leave();
    };
  }, [shown]);

  return shown ? children : <div ref={place} style={{ minHeight }} />;
}

// One mount per idle slice, in the order the places asked: a single rendering of all the rest
// would be one long task again.
const waiting: (() => void)[] = [];
let slicing = false;

function nextSlice() {
  const run = waiting.shift();
  if (!run) {
    slicing = false;
    return;
  }
  run();
  idle(nextSlice);
}

function idle(callback: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 50);
}

/** Queues `show` for an idle slice; the returned function takes it out again. */
function queueIdle(show: () => void): () => void {
  waiting.push(show);
  if (!slicing) {
    slicing = true;
    idle(nextSlice);
  }
  return () => {
    const index = waiting.indexOf(show);
    if (index >= 0) waiting.splice(index, 1);
  };
}
