/**
 * Whether the console is locked, and what follows it: the small part of the lock every page
 * needs (the lock screen's gate, the query stack). The rest (idle clock, unlock, start-up) is in
 * `./lock`, loaded with a session (docs/decisions/0011-encrypted-cache-and-lock.md).
 */

/** The attribute that hides everything on the page but the lock screen (global.css). */
const LOCKED_ATTRIBUTE = 'data-locked';
export const LOCK_ROOT_ID = 'painel-lock';

let locked = false;
const listeners = new Set<() => void>();
let openWaiters: (() => void)[] = [];
/** Where the user was when the console locked: the screens unmount, and come back there. */
export interface PlaceBeforeLock {
  scrollY: number;
  /**
   * The focused field's `name`: a form's field keeps it when mounted again, whereas React gives
   * generated ids anew (an old id may then name another field).
   */
  focusName: string | null;
}
let placeBeforeLock: PlaceBeforeLock | null = null;

/** Where the user was when the console locked, for the unlock to take them back (once). */
export function takePlaceBeforeLock(): PlaceBeforeLock | null {
  const place = placeBeforeLock;
  placeBeforeLock = null;
  return place;
}

export function setLocked(next: boolean): void {
  if (typeof document !== 'undefined') {
    // Read before anything unmounts: the page is still as the user left it.
    if (next && !locked) {
      placeBeforeLock = { scrollY: window.scrollY, focusName: document.activeElement?.getAttribute('name') ?? null };
    }
    // Set here, synchronously, so the page is hidden before anything paints again.
    document.body.toggleAttribute(LOCKED_ATTRIBUTE, next);
  }
  if (next === locked) return;
  locked = next;
  if (!next) {
    const waiting = openWaiters;
    openWaiters = [];
    for (const resolve of waiting) resolve();
  }
  for (const listener of listeners) listener();
}

export function isLocked(): boolean {
  return locked;
}

export function subscribeLock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the console is unlocked, or has no session to lock any longer. */
export function whenOpen(): Promise<void> {
  return locked ? new Promise((resolve) => openWaiters.push(resolve)) : Promise.resolve();
}
