// @ts-check
/**
 * Imported by the service worker (vite.config.ts, `workbox.importScripts`): the data key of the
 * offline cache crosses a change of page here, in this worker's memory, and nowhere else
 * (docs/decisions/0011-encrypted-cache-and-lock.md).
 *
 * - 'painel-key-park': a page that goes away (a reload, a typed address, Back or Forward, into
 *   the back-forward cache or not) leaves its key. It is held for HOLD_MS at most; the worker is
 *   kept alive exactly that long (`waitUntil`), so the next page of the tab finds it.
 * - 'painel-key-claim': a page starting up asks for the key of its user, on a MessagePort. The
 *   answer also says whether any other page of the origin was open (`alone`; null where the
 *   worker cannot tell): a closed tab reopened, or a new tab once the last one closed, finds none,
 *   and the console then says that it opened without the password (src/session/reopened.ts).
 * - 'painel-key-drop': the lock, a logout, or a page restored with its own key: forgotten at once.
 *
 * Nothing is written: a browser closed or crashed takes the key with it, and a reopened browser
 * (its last session restored included) finds nothing, so the console asks for the password.
 */
(() => {
  const HOLD_MS = 10_000;
  const scope = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

  /**
   * 32 bytes (an AES-256 key), checked by tag rather than `instanceof`: true whatever realm made it.
   * @param {unknown} value
   * @returns {value is ArrayBuffer}
   */
  function isKeyBytes(value) {
    return Object.prototype.toString.call(value) === '[object ArrayBuffer]' && /** @type {ArrayBuffer} */ (value).byteLength === 32;
  }

  /** @type {{ userKey: string; raw: ArrayBuffer; timer: ReturnType<typeof setTimeout>; done: () => void } | null} */
  let parked = null;

  function release() {
    if (!parked) return;
    clearTimeout(parked.timer);
    parked.done();
    parked = null;
  }

  /**
   * Whether a window of the origin other than `source` is open (a page in the back-forward cache
   * is not listed); null when the worker cannot tell.
   * @param {unknown} source
   * @returns {Promise<boolean | null>}
   */
  async function othersOpen(source) {
    const id = typeof source === 'object' && source !== null && 'id' in source ? source.id : null;
    if (typeof id !== 'string' || !scope.clients) return null;
    try {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      return windows.some((client) => client.id !== id);
    } catch {
      return null;
    }
  }

  scope.addEventListener('message', (event) => {
    /** @type {unknown} */
    const data = event.data;
    if (typeof data !== 'object' || data === null || !('type' in data)) return;
    if (data.type === 'painel-key-park') {
      if (!('userKey' in data) || typeof data.userKey !== 'string') return;
      if (!('raw' in data) || !isKeyBytes(data.raw)) return;
      release();
      /** @type {() => void} */
      let done = () => undefined;
      const held = new Promise((resolve) => (done = () => resolve(undefined)));
      parked = { userKey: data.userKey, raw: data.raw, timer: setTimeout(release, HOLD_MS), done };
      event.waitUntil(held);
    } else if (data.type === 'painel-key-claim') {
      const port = event.ports[0];
      if (!port) return;
      const userKey = 'userKey' in data ? data.userKey : null;
      const raw = parked && parked.userKey === userKey ? parked.raw.slice(0) : null;
      void othersOpen(event.source).then((others) => port.postMessage({ raw, alone: others === null ? null : !others }));
    } else if (data.type === 'painel-key-drop') {
      release();
    }
  });
})();
