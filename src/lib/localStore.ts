/**
 * localStorage that never throws: it can be blocked by the browser's settings, full, or absent
 * (some private modes). A read that cannot happen is `null`; a write that cannot happen is
 * dropped, and the caller decides what that costs.
 */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* blocked or full: see the caller */
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* blocked: nothing was kept either */
  }
}
