import { useSyncExternalStore } from 'react';
import { onSessionEnd } from './store';
import { isLocked, subscribeLock } from './lockState';

/**
 * The notice that the console opened without the password because it had been closed a moment
 * ago (docs/decisions/0011-encrypted-cache-and-lock.md): the data key waits 10 s in the service
 * worker after a page of the console goes, so a tab reopened in that time (Ctrl+Shift+T, the
 * history's recently closed tabs), or the address typed in a new tab once the last one closed,
 * opens the session. A reload, a typed address, Back or Forward in the same tab does too, and
 * says nothing: the person is still there.
 *
 * Told apart by `window.name`, which a browser keeps for the life of a tab, across its reloads
 * and navigations (Back from another site included), and gives neither to a new tab nor to a
 * closed tab it reopens; sessionStorage cannot tell them, since a reopened tab gets it back, and
 * the navigation's type is `back_forward` for a reopened tab and for Back alike. Measured in
 * Chromium 156 and Firefox 153 (docs/security.md). A tab opened while another page of
 * the console is open says nothing either: the console was not closed (./keyPark.ts).
 */
const TAB_MARK = 'painel-console';

/**
 * Whether a page of the console with a session ran in this tab before this one; this page marks
 * the tab for the next. Called at start-up with a session, and at a sign-in.
 */
export function continuesTab(target: { name: string } = window): boolean {
  const before = target.name === TAB_MARK;
  target.name = TAB_MARK;
  return before;
}

let shown = false;
const listeners = new Set<() => void>();
let stopFollowing: (() => void) | null = null;

function set(next: boolean): void {
  if (shown === next) return;
  shown = next;
  if (!next) {
    stopFollowing?.();
    stopFollowing = null;
  }
  for (const listener of listeners) listener();
}

/**
 * The console reopened at start-up: the notice shows until it is closed, the console locks (the
 * password then proves who is there) or the session ends.
 */
export function noteReopened(): void {
  if (shown) return;
  set(true);
  const stopEnd = onSessionEnd(() => set(false));
  const stopLock = subscribeLock(() => isLocked() && set(false));
  stopFollowing = () => {
    stopEnd();
    stopLock();
  };
}

export function dismissReopened(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reopenedNoticeShown(): boolean {
  return shown;
}

export function useReopenedNotice(): boolean {
  return useSyncExternalStore(subscribe, reopenedNoticeShown, reopenedNoticeShown);
}
