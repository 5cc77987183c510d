import { pollsInBackground, subscribeBackgroundPolling } from './background';

/** What the poll coordinator needs of the browser, apart so that tests can stand in two tabs. */
export interface PollEnv {
  /** Null where the Web Locks API is missing (an older browser, an insecure origin). */
  locks: Pick<LockManager, 'request'> | null;
  openChannel: ((name: string) => PollChannel) | null;
  /** Whether this tab may lead: visible, or polling in the background (./background.ts). */
  visible: () => boolean;
  onVisibilityChange: (listener: () => void) => () => void;
  /** `pagehide` (false) and `pageshow` (true): into and out of the back-forward cache. */
  onPageShown: (listener: (shown: boolean) => void) => () => void;
}

export type PollChannel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

export function browserPollEnv(): PollEnv {
  const doc = typeof document === 'undefined' ? null : document;
  let left = false;
  return {
    locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
    openChannel: typeof BroadcastChannel === 'undefined' ? null : (name) => new BroadcastChannel(name),
    // Read at each change, never kept: tests and browsers alike may redefine it. A hidden tab
    // that polls in the background still leads, unless it has left (into the back-forward cache,
    // which a held Web Lock would keep it out of).
    visible: () => !left && (doc?.visibilityState !== 'hidden' || pollsInBackground()),
    onVisibilityChange: (listener) => {
      const hide = () => ((left = true), listener());
      const show = () => ((left = false), listener());
      doc?.addEventListener('visibilitychange', listener);
      const stopBackground = subscribeBackgroundPolling(listener);
      if (typeof window !== 'undefined') {
        window.addEventListener('pagehide', hide);
        window.addEventListener('pageshow', show);
      }
      return () => {
        doc?.removeEventListener('visibilitychange', listener);
        stopBackground();
        if (typeof window === 'undefined') return;
        window.removeEventListener('pagehide', hide);
        window.removeEventListener('pageshow', show);
      };
    },
    onPageShown: (listener) => {
      if (typeof window === 'undefined') return () => undefined;
      const hide = () => listener(false);
      const show = () => listener(true);
      window.addEventListener('pagehide', hide);
      window.addEventListener('pageshow', show);
      return () => {
        window.removeEventListener('pagehide', hide);
        window.removeEventListener('pageshow', show);
      };
    },
  };
}
