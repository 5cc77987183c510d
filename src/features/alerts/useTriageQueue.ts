import { useMemo } from 'react';
import type { AlertListKind } from '@/api/keys';
import { useConfig } from '@/config/useConfig';
import { useMinuteClock } from '@/ui/useMinuteClock';
import type { PatientAlert } from './schemas';
import { facetCounts, facetNames, filterRows, type AlertFilters } from './triage/filters';
import { orderRows, type AlertOrder } from './triage/order';
import { toRows, type TriageRow } from './triage/rows';
import { isOverdue } from './triage/waiting';
import { useWorsened } from './useWorsened';

/**
 * One tab's queue: its alerts read once per answer, in the chosen order, through the filters,
 * with the overdue count of the whole tab. The clock turns every minute without a refetch, and
 * the overdue marks, counts and filter follow it. `filters` must keep its identity while its values
 * do (the caller memoises it): the work is redone only when the list, the order, a filter or the
 * minute changes.
 */
export function useTriageQueue(kind: AlertListKind, items: readonly PatientAlert[] | undefined, order: AlertOrder, filters: AlertFilters) {
  const { alertsOverdueMinutes } = useConfig();
  const now = useMinuteClock();
  const rows = useMemo(() => (items ? toRows(items) : undefined), [items]);
  // Messages have no symptom: nothing of them goes into the history 'Piorou' reads.
  const worsened = useWorsened(kind === 'symptoms' ? rows : undefined, now);
  const overdue = useMemo(() => (row: TriageRow) => isOverdue(row.at, now, alertsOverdueMinutes), [now, alertsOverdueMinutes]);
  const overdueCount = useMemo(() => rows?.filter(overdue).length ?? 0, [rows, overdue]);
  const ordered = useMemo(() => (rows ? orderRows(rows, order, worsened) : undefined), [rows, order, worsened]);
  const shown = useMemo(() => (ordered ? filterRows(ordered, filters, overdue) : undefined), [ordered, filters, overdue]);
  const counts = useMemo(() => (rows ? facetCounts(rows, filters, overdue) : undefined), [rows, filters, overdue]);
  const names = useMemo(() => (rows ? facetNames(rows) : undefined), [rows]);
  return { shown, counts, names, overdueCount, overdue, worsened, now, total: rows?.length ?? 0 };
}

export type TriageQueue = ReturnType<typeof useTriageQueue>;
