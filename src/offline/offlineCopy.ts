import { useSyncExternalStore } from 'react';
import { readLocal, removeLocal, writeLocal } from '@/lib/localStore';
import { BROWSER_STORAGE } from '@/session/browserStorage';

/**
 * Whether this device's offline copy (the sealed cache in IndexedDB) was deleted by the browser
 * rather than never made. Browsers delete a site's storage on their own: Safari after seven days
 * of use without a visit to the site (not for a web app added to the home screen), every engine
 * when the disk runs short. The console then has nothing to show offline, and must say why
 * rather than show empty screens (docs/decisions/0017-offline-copy-gone.md).
 *
 * A note in localStorage says that a copy was saved for a user (their key, no data; sessions
 * end with it: `forgetOfflineCopy`). On restore, a note without the copy means the browser
 * deleted it. localStorage may have gone with it (Safari deletes both): then the session went
 * too, and the console opens at the login screen.
 */
const NOTE_KEY = BROWSER_STORAGE.offlineCopy.name;

let gone = false;
const listeners = new Set<() => void>();

function setGone(value: boolean): void {
  if (gone === value) return;
  gone = value;
  for (const listener of listeners) listener();
}

/**
 * A sealed copy for `userKey`, with data in it, has landed in IndexedDB: there is something to
 * read offline again. (A save with nothing in it, as right after a restore that found nothing,
 * does not count.)
 */
export function noteOfflineCopy(userKey: string): void {
  if (readLocal(NOTE_KEY) !== userKey) writeLocal(NOTE_KEY, userKey);
  setGone(false);
}

/** The restore found a copy and opened it: the browser deleted nothing. */
export function noteCopyFound(): void {
  setGone(false);
}

/**
 * The restore found no copy at all in a working IndexedDB: gone if one had been saved for this
 * user. (A copy that is there but too old, another user's or tampered with is the console's own
 * doing, not this.)
 */
export function noteNoOfflineCopy(userKey: string): void {
  setGone(readLocal(NOTE_KEY) === userKey);
}

/** The session ended and its copy was wiped by the console itself. */
export function forgetOfflineCopy(): void {
  removeLocal(NOTE_KEY);
  setGone(false);
}

export function isOfflineCopyGone(): boolean {
  return gone;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineCopyGone(): boolean {
  return useSyncExternalStore(subscribe, isOfflineCopyGone, isOfflineCopyGone);
}
