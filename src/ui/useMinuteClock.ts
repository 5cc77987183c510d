import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

let now = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

// One timer for every subscriber, set for the next turn of the minute rather than an interval,
// so that a page frozen in the background (or a clock moved by a test) catches up on its next tick.
function schedule() {
  timer = setTimeout(
    () => {
      now = Date.now();
      listeners.forEach((listener) => listener());
      schedule();
    },
    MINUTE_MS - (Date.now() % MINUTE_MS),
  );
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    now = Date.now();
    schedule();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

/**
 * The time, updated at every turn of the minute: what "há 12 min" needs, without a render per
 * second, a timer per card or a refetch.
 */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, () => now);
}
