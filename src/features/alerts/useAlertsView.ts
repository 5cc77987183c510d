import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { keys, type AlertListKind } from '@/api/keys';
import { deviceStateOptions } from './deviceState';
import type { AlertFilters } from './triage/filters';
import type { AlertOrder } from './triage/order';

interface Preferences {
  order: AlertOrder | null;
}
const NO_PREFERENCE: Preferences = { order: null };
const preferencesOptions = () => deviceStateOptions(keys.alerts.preferences, NO_PREFERENCE);

/**
 * The alerts page's view as the URL holds it: the tab, the order (else the one the user chose
 * last, kept with the sealed cache) and the filters. Choices replace the history entry, so Back
 * leaves the page instead of stepping through every filter tried, and keep the scroll where it is.
 */
export function useAlertsView() {
  const search = useSearch({ from: '/_app/alertas' });
  const navigate = useNavigate({ from: '/alertas' });
  const queryClient = useQueryClient();
  const remembered = useQuery(preferencesOptions()).data?.order ?? null;

  const tab: AlertListKind = search.tab ?? 'symptoms';
  const order: AlertOrder = search.order ?? remembered ?? 'recent';
  const { team, symptom, severity, overdue } = search;
  const symptomFilters = useMemo<AlertFilters>(() => ({ team, symptom, severity, overdue }), [team, symptom, severity, overdue]);
  // Messages have no symptom nor intensity.
  const messageFilters = useMemo<AlertFilters>(() => ({ team, overdue }), [team, overdue]);

  const setTab = useCallback(
    (next: AlertListKind) =>
      void navigate({ search: (previous) => ({ ...previous, tab: next === 'symptoms' ? undefined : next }), replace: true, resetScroll: false }),
    [navigate],
  );
  const setOrder = useCallback(
    (next: AlertOrder) => {
      void navigate({ search: (previous) => ({ ...previous, order: next }), replace: true, resetScroll: false });
      // Remembered after the list has painted: the save rewrites the persisted cache, which with
      // thousands of alerts took a fifth of the click's time (the bench).
      requestAnimationFrame(() => setTimeout(() => queryClient.setQueryData(preferencesOptions().queryKey, { order: next })));
    },
    [navigate, queryClient],
  );
  const setFilters = useCallback(
    (patch: AlertFilters) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  );
  return { tab, order, filters: { symptoms: symptomFilters, messages: messageFilters }, setTab, setOrder, setFilters };
}
