/**
 * The installed app's icon badge (Badging API, where the browser has it): the number of pending
 * alerts. Best effort: a browser without it, or one that refuses (not installed, no permission),
 * simply shows no badge.
 */
export function appBadgeSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.setAppBadge === 'function';
}

export function showAppBadge(count: number): void {
  if (!appBadgeSupported()) return;
  const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
  done.catch(() => undefined);
}

/** Logout, expiry and a user switch leave no count of another session's alerts on the icon. */
export function clearAppBadge(): void {
  if (appBadgeSupported()) navigator.clearAppBadge().catch(() => undefined);
}
