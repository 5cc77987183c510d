import type { RowList } from '@/api/list';
import { useHospitalId } from '@/session/useSession';
import { ALL_ADDRESSES } from './api/alertListQuery';
import { useAllMessageAlerts } from './api/messageAlerts';
import { useAllSymptomAlerts } from './api/symptomAlerts';
import { pendingCount } from './format';

type List = RowList<unknown> | undefined;

/**
 * How many pending alerts, symptoms and messages together, the chosen address hides: every
 * address's lists (`hospitalId` 0, the calls spec 01 lists for the alerts) less the chosen one's.
 * Null under 'Todos', and while any of the four lists is unknown (loading, failed, offline with no
 * copy): a count that leaves a list out would say fewer wait than do.
 */
export function otherAddressesPending(all: { symptoms: List; messages: List }, chosen: { symptoms: List; messages: List }): number | null {
  let hidden = 0;
  for (const kind of ['symptoms', 'messages'] as const) {
    const every = all[kind];
    const here = chosen[kind];
    if (!every || !here) return null;
    hidden += Math.max(0, pendingCount(every) - pendingCount(here));
  }
  return hidden;
}

/** The count above for the alerts page's two lists (`chosen`), asking for every address's lists. */
export function useOtherAddressesPending(chosen: { symptoms: List; messages: List }): number | null {
  const symptoms = useAllSymptomAlerts().data;
  const messages = useAllMessageAlerts().data;
  // Under 'Todos' the chosen lists are every address's (one key): nothing is hidden.
  if (useHospitalId() === ALL_ADDRESSES) return null;
  return otherAddressesPending({ symptoms, messages }, chosen);
}
