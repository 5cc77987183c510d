import { useEffect } from 'react';
import type { Page } from '@/api/page';
import type { ArrivalMessageKey } from '@/messages/screens';
import { rememberListSearch } from './lastListSearch';
import { useArrivalMessage } from './useArrivalMessage';
import { useListControls, type ListSearch, type SearchNavigate } from './useListControls';

type RouteSearch = ListSearch & { message?: ArrivalMessageKey };

/**
 * What every list screen does with its URL: the controls (page, search, filters), the arrival
 * message shown once, where the list was left (for its form's Salvar and Cancelar), and a move to
 * the last page when the one asked for is past the end (rows removed since, or an old link).
 */
export function useListRoute<S extends RouteSearch>(
  list: string,
  search: S,
  navigate: SearchNavigate<S>,
  current: { data: Page<unknown> | undefined; isPlaceholderData: boolean },
) {
  const controls = useListControls(search, navigate);
  const arrival = useArrivalMessage(search.message, () => navigate((previous) => ({ ...previous, message: undefined }), { replace: true }));
  useEffect(() => rememberListSearch(list, search), [list, search]);

  const { data, isPlaceholderData } = current;
  const pastTheEnd = data && !isPlaceholderData && data.page > data.totalPages ? data.totalPages : null;
  useEffect(() => {
    if (pastTheEnd !== null) controls.setPage(pastTheEnd, { replace: true });
    // controls is new on every render; the move depends only on the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd]);

  return { controls, arrival };
}
