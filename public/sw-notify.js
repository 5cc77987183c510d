// @ts-check
/**
 * Imported by the service worker (vite.config.ts, `workbox.importScripts`): a click on one of the
 * console's severe-alert notifications (src/offline/systemNotifications.ts,
 * docs/decisions/0029-severe-alert-notifications.md) brings the console to that alert's card.
 *
 * A tab of the console open: it is told which card (a message the page turns into a navigation
 * to /alertas?alerta=…, so a locked console shows its lock first and the card after it) and
 * focused. None: a new one opens on that address. The notification carries a token, never a name.
 */
(() => {
  const scope = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
  const CLICK_MESSAGE = 'painel-notification-click';

  /**
   * The tab to bring forward: the focused one, else a visible one, else any.
   * @param {readonly WindowClient[]} windows
   */
  function pick(windows) {
    return windows.find((client) => client.focused) ?? windows.find((client) => client.visibilityState === 'visible') ?? windows[0];
  }

  /** @param {{ alert: string; tab: string }} target */
  async function open(target) {
    const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const tab = pick(windows);
    if (tab) {
      tab.postMessage({ type: CLICK_MESSAGE, alert: target.alert, tab: target.tab });
      // Refused without the click's user activation (a synthetic event): the message still went.
      await tab.focus().catch(() => undefined);
      return;
    }
    const search = new URLSearchParams({ alerta: target.alert });
    if (target.tab === 'messages') search.set('tab', 'messages');
    await scope.clients.openWindow(new URL(`alertas?${search.toString()}`, scope.registration.scope).href);
  }

  scope.addEventListener('notificationclick', (event) => {
    /** @type {unknown} */
    const data = event.notification.data;
    if (typeof data !== 'object' || data === null || !('painel' in data) || !('alert' in data)) return;
    if (typeof data.alert !== 'string') return;
    event.notification.close();
    const done = open({ alert: data.alert, tab: 'tab' in data && data.tab === 'messages' ? 'messages' : 'symptoms' }).catch(() => undefined);
    try {
      event.waitUntil(done);
    } catch {
      // Only a dispatched (untrusted) event refuses: the work goes on without it.
    }
  });
})();
