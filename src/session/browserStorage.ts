/**
 * Everything the console keeps in the browser, in one list: where, what it holds, whether it is
 * sealed (AES-GCM under the session's data key: docs/decisions/0011-encrypted-cache-and-lock.md)
 * and when it goes. A shared workstation's LGPD question, "what does this browser keep?", has its
 * answer here; docs/security.md's table ('What is on disk, and when') is checked against it by
 * tests/unit/browserStorage.test.ts, and no other module names a key of its own.
 *
 * Reads and writes of localStorage and sessionStorage go through `@/lib/localStore`, which never
 * throws (storage blocked, full or absent); IndexedDB through `@/offline/idbSafe`.
 */
type StorageArea = 'localStorage' | 'sessionStorage' | 'IndexedDB' | 'Cache Storage';

export interface KeptItem {
  /** The key; for IndexedDB the entry's key (database and store in `IDB_CACHE`). */
  readonly name: string;
  readonly area: StorageArea;
  readonly holds: string;
  /** 'partly': who and until when in clear, the rest sealed. */
  readonly sealed: 'yes' | 'no' | 'partly';
  readonly wiped: string;
}

const SESSION_END = 'at the session’s end (Sair, expiry, another sign-in, five wrong passwords)';

export const BROWSER_STORAGE = {
  session: {
    name: 'painel.session',
    area: 'localStorage',
    holds: 'who is signed in and until when; the token, the user’s record and the chosen address sealed',
    sealed: 'partly',
    wiped: SESSION_END,
  },
  vault: {
    name: 'painel.vault',
    area: 'localStorage',
    holds: 'the data key, wrapped under a key derived from the password',
    sealed: 'yes',
    wiped: SESSION_END,
  },
  lock: {
    name: 'painel.lock',
    area: 'localStorage',
    holds: 'a lock in force: whose, since when, wrong passwords so far',
    sealed: 'no',
    wiped: 'at unlock, at a sign-in and at the session’s end',
  },
  activity: {
    name: 'painel.activity',
    area: 'localStorage',
    holds: 'the time of the last input in any tab',
    sealed: 'no',
    wiped: SESSION_END,
  },
  expiredAt: {
    name: 'painel.session-expired-at',
    area: 'localStorage',
    holds: 'when the server last rejected the session (a time), so other tabs say so too',
    sealed: 'no',
    wiped: 'at the next sign-in; read for one minute only',
  },
  offlineCopy: {
    name: 'painel.offline-copy',
    area: 'localStorage',
    holds: 'whose offline copy was saved (the user key, no data), to tell a copy the browser deleted',
    sealed: 'no',
    wiped: SESSION_END,
  },
  config: {
    name: 'painel.config',
    area: 'localStorage',
    holds: 'the last config.json that parsed (deployment data, no user data)',
    sealed: 'no',
    wiped: 'never: replaced by the next one that parses',
  },
  preferences: {
    name: 'painel.preferences',
    area: 'localStorage',
    holds: 'each user’s own choices (the alerts queue’s order, severe-alert notifications on or off) under a digest of the user key (no name, no data)',
    sealed: 'no',
    wiped: 'never: the 20 users who chose last are kept',
  },
  offlineSince: {
    name: 'painel.offline-since',
    area: 'sessionStorage',
    holds: 'when this tab lost the API (a time)',
    sealed: 'no',
    wiped: 'when the API answers again; with the tab',
  },
  queryCache: {
    name: 'painel.query-cache',
    area: 'IndexedDB',
    holds: 'the offline copy: dashboard widgets, both alert lists, addresses, the alerts seen',
    sealed: 'yes',
    wiped: `${SESSION_END}; dropped when another user’s or version’s, or older than maxOfflineAgeHours`,
  },
  configCache: {
    name: 'painel-config',
    area: 'Cache Storage',
    holds: 'the service worker’s copy of the last config.json',
    sealed: 'no',
    wiped: SESSION_END,
  },
  precache: {
    name: 'workbox-precache',
    area: 'Cache Storage',
    holds: 'the app’s own files (no data)',
    sealed: 'no',
    wiped: 'replaced by the next version’s',
  },
} as const satisfies Record<string, KeptItem>;

/** idb-keyval's database and store names, which the sealed copy lives in. */
export const IDB_CACHE = { database: 'keyval-store', store: 'keyval' } as const;
