import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';

export const SEARCH_DEBOUNCE_MS = 300;

export interface ListSearch {
  page: number;
  search: string;
}

/** Applies an update to the URL's search: the screen binds it to its route's `navigate`. */
export type SearchNavigate<S> = (update: (previous: S) => S, options?: { replace?: boolean }) => void;

/**
 * Page, search text and filters of a list, kept in the URL. A new page is a history entry (back
 * returns to the previous page); changing the search or a filter goes back to page 1. The search
 * box answers at once and reaches the URL (and the server) after a pause in typing, replacing the
 * entry rather than adding one per keystroke.
 */
export function useListControls<S extends ListSearch>(search: S, navigate: SearchNavigate<S>) {
  const [searchText, setSearchText] = useState(search.search);
  const pushed = useRef(search.search);

  // Back, forward or a link changed the URL's text: the box follows it.
  useEffect(() => {
    if (search.search !== pushed.current) {
      pushed.current = search.search;
      setSearchText(search.search);
    }
  }, [search.search]);

  const pushSearch = useDebouncedCallback((text: string) => {
    const next = text.trim();
    if (next === pushed.current) return;
    pushed.current = next;
    navigate((previous) => ({ ...previous, search: next, page: 1 }), { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  return {
    searchText,
    onSearchChange: (text: string) => {
      setSearchText(text);
      pushSearch(text);
    },
    /** Enter in the box: no need to wait for the pause. */
    onSearchSubmit: () => pushSearch.flush(),
    setPage: (page: number, options?: { replace?: boolean }) => navigate((previous) => ({ ...previous, page }), options),
    setFilters: (patch: Partial<S>) => navigate((previous) => ({ ...previous, ...patch, page: 1 })),
  };
}
