/**
 * localStorage and sessionStorage that never throw: either can be blocked by the browser's
 * settings, full, or absent (some private modes); even reaching it can throw. A read that cannot
 * happen is `null`; a write that cannot happen is dropped, and the caller decides what that costs.
 */
function safeStorage(area: () => Storage) {
  return {
    read: (key: string): string | null => {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    write: (key: string, value: string): void => {
      try {
        area().setItem(key, value);
      } catch {
        /* blocked or full: see the caller */
      }
    },
    remove: (key: string): void => {
      try {
        area().removeItem(key);
      } catch {
        /* blocked: nothing was kept either */
      }
    },
  };
}

/** localStorage: every tab of the site, kept on disk. */
export const { read: readLocal, write: writeLocal, remove: removeLocal } = safeStorage(() => window.localStorage);

/** sessionStorage: this tab only. */
export const { read: readTabLocal, write: writeTabLocal, remove: removeTabLocal } = safeStorage(() => window.sessionStorage);
