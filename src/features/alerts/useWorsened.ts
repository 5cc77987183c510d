import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '@/api/keys';
import type { PatientAlert } from './schemas';
import { deviceStateOptions } from './deviceState';
import { mergeHistory, worsenedAlerts, type SymptomHistory, type Worsening } from './triage/history';
import type { TriageRow } from './triage/rows';

const EMPTY: SymptomHistory = {};
const historyOptions = () => deviceStateOptions(keys.alerts.history, EMPTY);

/**
 * The symptom alerts that say 'Piorou', with the intensities that make it: a class above the last
 * one this console saw for the same patient and symptom. What the list shows is added to the sealed history as it arrives.
 */
export function useWorsened(rows: readonly TriageRow[] | undefined, now: number): ReadonlyMap<PatientAlert, Worsening> {
  const queryClient = useQueryClient();
  const history = useQuery(historyOptions()).data;
  const merged = useMemo(() => (history && rows ? mergeHistory(history, rows, now) : history), [history, rows, now]);
  useEffect(() => {
    if (merged && merged !== history) queryClient.setQueryData(historyOptions().queryKey, merged);
  }, [merged, history, queryClient]);
  return useMemo(() => (merged && rows ? worsenedAlerts(merged, rows) : new Map<PatientAlert, Worsening>()), [merged, rows]);
}
