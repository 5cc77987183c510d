/**
 * localStorage (and sessionStorage, below) that never throws: it can be blocked by the browser's
 * settings, full, or absent (some private modes). A read that cannot happen is `null`; a write that cannot happen is
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

/** sessionStorage (this tab only), as safely. */
export function readTabLocal(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeTabLocal(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    /* blocked or full: see the caller */
  }
}

export function removeTabLocal(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    /* blocked: nothing was kept either */
  }
}
