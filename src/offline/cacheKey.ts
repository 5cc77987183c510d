import { BROWSER_STORAGE } from '@/session/browserStorage';
/** The one IndexedDB entry (idb-keyval's default store) that holds the persisted queries. */
export const CACHE_STORAGE_KEY = BROWSER_STORAGE.queryCache.name;
