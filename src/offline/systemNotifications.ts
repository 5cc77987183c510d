/**
 * The console's system notifications (docs/decisions/0029-severe-alert-notifications.md), shown
 * through the service worker's registration: a page's own `new Notification()` is refused on
 * Android and gives no click to a worker that can open a tab. Every one carries a tag starting
 * with `NOTIFICATION_TAG_PREFIX`, by which the lock and the session's end find them again.
 */
export const NOTIFICATION_TAG_PREFIX = 'painel-alert|';

export type NotificationSupport = NotificationPermission | 'unsupported';

export interface ConsoleNotification {
  tag: string;
  title: string;
  body?: string;
  /** Read by public/sw-notify.js at a click: the card to open, and on which tab. */
  alert: string;
  tab: string;
}

/** Where the browser has both the Notification API and service workers (a secure context). */
export function notificationSupport(): NotificationSupport {
  if (typeof Notification === 'undefined' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

/** Asked only from the user's click (browsers refuse, or quietly block, a prompt without one). */
export async function askNotificationPermission(): Promise<NotificationSupport> {
  if (notificationSupport() === 'unsupported') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** The installed app's icon, beside the worker (wherever the console is deployed). */
function iconOf(worker: ServiceWorkerRegistration): string {
  return new URL('icons/icon-192.png', worker.scope).href;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  try {
    return (await navigator.serviceWorker.getRegistration()) ?? null;
  } catch {
    return null;
  }
}

/** Bumped when the session ends: a notification on its way since then is not shown. */
let generation = 0;

export async function showConsoleNotification(notification: ConsoleNotification): Promise<void> {
  if (notificationSupport() !== 'granted') return;
  const asked = generation;
  const worker = await registration();
  if (!worker || asked !== generation) return;
  const { tag, title, body, alert, tab } = notification;
  if (!tag.startsWith(NOTIFICATION_TAG_PREFIX)) return;
  await worker.showNotification(title, { tag, body, lang: 'pt-BR', icon: iconOf(worker), data: { painel: 1, alert, tab } }).catch(() => undefined);
}

async function shown(): Promise<Notification[]> {
  if (notificationSupport() === 'unsupported') return [];
  const worker = await registration();
  const all = worker ? await worker.getNotifications().catch(() => []) : [];
  return all.filter((notification) => notification.tag.startsWith(NOTIFICATION_TAG_PREFIX));
}

/** Logout, expiry, the wrong-password wipe: every shown notification of the console goes, and none follows. */
export async function closeConsoleNotifications(): Promise<void> {
  generation += 1;
  for (const notification of await shown()) notification.close();
}

/**
 * The lock: what is shown keeps its place in the system's list but says only `title`, so that the
 * symptom (or the name, where the deployment shows names) is not left on a locked screen.
 */
export async function maskConsoleNotifications(title: string): Promise<void> {
  const worker = await registration();
  if (!worker) return;
  for (const notification of await shown()) {
    if (notification.title === title && !notification.body) continue;
    await worker
      .showNotification(title, { tag: notification.tag, lang: 'pt-BR', icon: iconOf(worker), data: notification.data as unknown, silent: true })
      .catch(() => undefined);
  }
}

/** The message public/sw-notify.js posts to the console's tab it focuses at a click. */
const CLICK_MESSAGE = 'painel-notification-click';

/**
 * A click on one of the console's notifications, told to this tab by the worker: `open` gets the
 * alert's token and its tab, read as a tolerant reader (anything else is not ours).
 */
export function onNotificationClick(open: (alert: string, tab: 'symptoms' | 'messages') => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const container = navigator.serviceWorker;
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; alert?: unknown; tab?: unknown } | null;
    if (data?.type !== CLICK_MESSAGE || typeof data.alert !== 'string') return;
    open(data.alert, data.tab === 'messages' ? 'messages' : 'symptoms');
  };
  container.addEventListener('message', listener);
  // Messages wait until the page says it listens; a module script may come after the document's end.
  container.startMessages();
  return () => container.removeEventListener('message', listener);
}
