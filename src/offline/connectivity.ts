import { readTabLocal, removeTabLocal, writeTabLocal } from '@/lib/localStore';
import { BROWSER_STORAGE } from '@/session/browserStorage';

export interface ConnectivityState {
  online: boolean;
  /** When the console went offline (ms since the epoch), or null while online. */
  since: number | null;
}

const PROBE_INTERVAL_MS = 10_000;
const QUICK_RETRIES_MS = [1_000, 3_000] as const;
/** When the console went offline survives a reload while offline (per tab). */
const SINCE_KEY = BROWSER_STORAGE.offlineSince.name;

function storedSince(): number | null {
  const value = Number(readTabLocal(SINCE_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Storage unavailable: the time is only kept in memory. */
function storeSince(since: number | null): void {
  if (since === null) removeTabLocal(SINCE_KEY);
  else writeTabLocal(SINCE_KEY, String(since));
}

let state: ConnectivityState = { online: true, since: null };
const listeners = new Set<() => void>();
let probeTimer: ReturnType<typeof setInterval> | undefined;
let probe: (() => Promise<boolean>) | null = null;
let apiDown = false;

function publish(next: ConnectivityState) {
  if (next.online === state.online) return;
  state = next;
  // TanStack Query's onlineManager follows through its own listener (app/queryStack.ts).
  for (const listener of listeners) listener();
}

function update() {
  const online = navigator.onLine && !apiDown;
  const since = online ? null : (state.since ?? storedSince() ?? Date.now());
  storeSince(since);
  publish({ online, since });
  clearInterval(probeTimer);
  if (apiDown && navigator.onLine && probe) {
    const check = probe;
    probeTimer = setInterval(() => {
      void check().then((reachable) => reachable && reportApiReachable());
    }, PROBE_INTERVAL_MS);
  }
}

/** The network as the browser sees it, plus whether the API answered lately. */
export function initConnectivity(probeApi: () => Promise<boolean>): () => void {
  probe = probeApi;
  apiDown = false;
  state = { online: true, since: null };
  const onChange = () => update();
  // Back on the network: ask the API at once whether it answers, rather than at the next probe
  // (up to 10 s later), so that the data refreshes as soon as the connection does.
  // The first request right after the switch may still fail while the network comes up, so two
  // quick retries (1 s, then 3 s after it) follow before the 10 s probe takes over.
  const onOnline = () => {
    update();
    const ask = (retries: readonly number[]) => {
      if (!apiDown || !probe || !navigator.onLine) return;
      void probe().then((reachable) => {
        if (reachable) reportApiReachable();
        else if (retries[0] !== undefined) setTimeout(() => ask(retries.slice(1)), retries[0]);
      });
    };
    ask(QUICK_RETRIES_MS);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onChange);
  update();
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onChange);
    clearInterval(probeTimer);
  };
}

/** A call could not reach the API at all (connection refused, DNS, no network). */
export function reportApiUnreachable(): void {
  if (apiDown) return;
  apiDown = true;
  update();
}

/** The API answered something: it is reachable again. */
export function reportApiReachable(): void {
  if (!apiDown) return;
  apiDown = false;
  update();
}

export function getConnectivity(): ConnectivityState {
  return state;
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
