/** The one IndexedDB entry (idb-keyval's default store) that holds the persisted queries. */
export const CACHE_STORAGE_KEY = 'painel.query-cache';
