import type { UseStore } from 'idb-keyval';
import { IDB_CACHE } from '@/session/browserStorage';

/**
 * The IndexedDB store of the sealed cache: idb-keyval's own names (`IDB_CACHE`),
 * opened on first use, with one difference from idb-keyval's default store, which keeps its
 * connection for the page's whole life: this one lets go of the database when the page goes
 * into the back-forward cache (docs/decisions/0018-indexeddb-that-never-answers.md).
 *
 * A page frozen in that cache with a transaction under way never commits it (WebKit: commits
 * are driven by the page), and every other page of the site then waits behind it for the
 * store: a new tab or a reload started blank, at the restore of the cache, seen in WebKit's
 * journeys. So at `pagehide` into the cache, the transactions under way are aborted (a save
 * lost is made again at the next change; a read gives nothing, as from an empty store) and the
 * connection is closed, which also lets a deletion by another page (a wipe) go through. Calls
 * made after that (the save the page makes as it goes) wait until the page is shown again, and
 * then open the database again; a page evicted from the cache never makes them.
 */
const DB_NAME = IDB_CACHE.database;
const STORE_NAME = IDB_CACHE.store;

let connection: Promise<IDBDatabase> | null = null;
const underWay = new Set<IDBTransaction>();
/**
 * While the page is in the back-forward cache: resolves when it is shown again. The saves the
 * page makes as it goes (at `pagehide`, at `visibilitychange`) run after the release and wait
 * here, so that no transaction starts in a page about to be frozen.
 */
let shownAgain: Promise<void> | null = null;
let show: () => void = () => undefined;

function opened(): Promise<IDBDatabase> {
  if (connection) return connection;
  const request = indexedDB.open(DB_NAME);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
  const opening = new Promise<IDBDatabase>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  }).then((db) => {
    const forget = () => {
      if (connection === opening) connection = null;
    };
    // Another page deletes the database (a wipe at the end of the session): not held up by us.
    db.onversionchange = () => {
      db.close();
      forget();
    };
    db.onclose = forget;
    return db;
  });
  opening.catch(() => {
    if (connection === opening) connection = null;
  });
  connection = opening;
  return opening;
}

/** idb-keyval's store argument: `get(key, cacheStore)`. */
export const cacheStore: UseStore = (mode, callback) =>
  (shownAgain ?? Promise.resolve()).then(opened).then((db) => {
    const transaction = db.transaction(STORE_NAME, mode);
    underWay.add(transaction);
    const done = () => underWay.delete(transaction);
    transaction.addEventListener('complete', done);
    transaction.addEventListener('abort', done);
    transaction.addEventListener('error', done);
    return callback(transaction.objectStore(STORE_NAME));
  });

/**
 * Aborts what is under way and closes the connection; calls made from now on wait for
 * `resumeCacheStore`, then open it again.
 */
function releaseCacheStore(): void {
  shownAgain ??= new Promise<void>((resolve) => (show = resolve));
  for (const transaction of underWay) {
    try {
      transaction.abort();
    } catch {
      // Finished meanwhile.
    }
  }
  underWay.clear();
  const current = connection;
  connection = null;
  void current?.then(
    (db) => db.close(),
    () => undefined,
  );
}

/** The page is shown again (restored from the back-forward cache): waiting calls go on. */
function resumeCacheStore(): void {
  shownAgain = null;
  show();
}

/** Lets go of the database whenever the page goes into the back-forward cache, until it is back. */
export function releaseOnPageCache(target: Window = window): () => void {
  const onHide = (event: PageTransitionEvent) => {
    if (event.persisted) releaseCacheStore();
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) resumeCacheStore();
  };
  target.addEventListener('pagehide', onHide);
  target.addEventListener('pageshow', onShow);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.removeEventListener('pageshow', onShow);
  };
}
