/**
 * The page's side of public/sw-keyhold.js: the data key crosses a change of page (a reload, a
 * typed address, Back/Forward) in the service worker's memory for a few seconds, never in any
 * storage (docs/decisions/0011-encrypted-cache-and-lock.md). On a first visit the worker still
 * installing takes it. Without a service worker (not registered yet, a browser that has none in
 * private windows), nothing crosses and the next page asks another open tab, else shows the lock.
 */
const PARK = 'painel-key-park';
const CLAIM = 'painel-key-claim';
const DROP = 'painel-key-drop';
/**
 * A worker that is running answers at once; one that has to start takes longer, and on a busy
 * workstation more than 2 s (a loaded machine's reload then showed the lock). The wait ends at the
 * answer, so it is only ever this long when no worker answers at all.
 */
const CLAIM_WAIT_MS = 5000;
const LOOK_EVERY_MS = 250;
const LOOK_ATTEMPTS = 240;

function container(): ServiceWorkerContainer | null {
  return typeof navigator !== 'undefined' && navigator.serviceWorker ? navigator.serviceWorker : null;
}

/**
 * The registration, looked up ahead since `pagehide` cannot wait: a page the worker does not
 * control (the first visit, a forced reload) has no `controller`, and on a first visit the worker
 * may still be installing when the user moves on. Its worker properties are live.
 */
let registration: ServiceWorkerRegistration | null = null;
let lookedUp = false;

export function findWorker(): void {
  const sw = container();
  if (!sw || lookedUp) return;
  lookedUp = true;
  // A first visit registers its worker at the page's `load`, and the registration exists only
  // once the worker's script has been fetched: asked again a few times a second until it does
  // (a minute at most), so a sign-in followed at once by a typed address still hands the key on.
  let attempts = 0;
  const look = () => {
    sw.getRegistration().then(
      (found) => {
        if (found) registration ??= found;
        else if (!registration && (attempts += 1) < LOOK_ATTEMPTS) setTimeout(look, LOOK_EVERY_MS);
      },
      () => undefined,
    );
  };
  look();
  sw.ready.then(
    (found) => void (registration ??= found),
    () => undefined,
  );
}

/** The newest worker of a registration: the one the next page's start-up will find. */
function newest(found: ServiceWorkerRegistration | null | undefined): ServiceWorker | null {
  return found ? (found.active ?? found.waiting ?? found.installing) : null;
}

/** The worker that serves the next page: after an update, the new one controls the page. */
function worker(): ServiceWorker | null {
  const sw = container();
  return sw ? (sw.controller ?? newest(registration)) : null;
}

function post(message: object): void {
  try {
    worker()?.postMessage(message);
  } catch {
    /* a worker being replaced: the next page asks the other tabs, else locks */
  }
}

/** Leaves the key (32 bytes) with the worker; a copy is sent, the page keeps its own. */
export function parkKey(userKey: string, raw: ArrayBuffer): void {
  post({ type: PARK, userKey, raw: raw.slice(0) });
}

/** The worker forgets any key it holds (the lock, the session's end). */
export function dropParkedKey(): void {
  post({ type: DROP });
}

/**
 * Whether this page's last claim found a key while no other page of the console was open: the
 * console had been closed, and a tab reopened (or a new one opened) within the worker's hold.
 */
let claimedAlone = false;

export function keyClaimedAlone(): boolean {
  return claimedAlone;
}

/** The key a previous page of this user left with the worker, or null. */
export async function claimParkedKey(userKey: string): Promise<ArrayBuffer | null> {
  claimedAlone = false;
  const sw = container();
  if (!sw) return null;
  const target = sw.controller ?? newest(await sw.getRegistration().catch(() => undefined));
  if (!target) return null;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => finish(null), CLAIM_WAIT_MS);
    function finish(raw: ArrayBuffer | null) {
      clearTimeout(timer);
      channel.port1.close();
      resolve(raw);
    }
    channel.port1.onmessage = (event: MessageEvent<{ raw?: unknown; alone?: unknown }>) => {
      const raw = event.data.raw;
      // By tag, not `instanceof`: the bytes come from another realm.
      const isBytes = Object.prototype.toString.call(raw) === '[object ArrayBuffer]';
      const key = isBytes && (raw as ArrayBuffer).byteLength === 32 ? (raw as ArrayBuffer) : null;
      claimedAlone = key !== null && event.data.alone === true;
      finish(key);
    };
    try {
      target.postMessage({ type: CLAIM, userKey }, [channel.port2]);
    } catch {
      finish(null);
    }
  });
}
