import type { TriageRow } from './rows';
import type { Severity } from './severity';

/** 'none': a symptom alert without an intensity class. */
export type SeverityChoice = Severity | 'none';

export interface AlertFilters {
  team?: string | undefined;
  symptom?: string | undefined;
  severity?: SeverityChoice | undefined;
  overdue?: boolean | undefined;
}

type Facet = 'team' | 'symptom' | 'severity';

/** Names compare as a person reads them: 'dor', 'Dor ' and 'DOR' are one symptom. */
function sameName(a: string | null, b: string): boolean {
  return a !== null && a.localeCompare(b.trim(), 'pt-BR', { sensitivity: 'base' }) === 0;
}

function passes(row: TriageRow, filters: AlertFilters, overdue: (row: TriageRow) => boolean, skip?: Facet): boolean {
  if (skip !== 'team' && filters.team !== undefined && !sameName(row.team, filters.team)) return false;
  if (skip !== 'symptom' && filters.symptom !== undefined && !sameName(row.symptomName, filters.symptom)) return false;
  if (skip !== 'severity' && filters.severity !== undefined && (row.severity ?? 'none') !== filters.severity) return false;
  return !filters.overdue || overdue(row);
}

export function filterRows(rows: readonly TriageRow[], filters: AlertFilters, overdue: (row: TriageRow) => boolean): TriageRow[] {
  return rows.filter((row) => passes(row, filters, overdue));
}

export interface FacetCounts {
  team: Map<string, number>;
  symptom: Map<string, number>;
  severity: Map<SeverityChoice, number>;
}

function add<K>(map: Map<K, number>, key: K | null) {
  if (key !== null) map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * How many alerts each choice of a filter would show, the other filters applied: a choice that
 * shows nothing says 0 instead of leaving the user to find out.
 */
export function facetCounts(rows: readonly TriageRow[], filters: AlertFilters, overdue: (row: TriageRow) => boolean): FacetCounts {
  const counts: FacetCounts = { team: new Map(), symptom: new Map(), severity: new Map() };
  for (const row of rows) {
    if (passes(row, filters, overdue, 'team')) add(counts.team, row.team);
    if (passes(row, filters, overdue, 'symptom')) add(counts.symptom, row.symptomName);
    if (passes(row, filters, overdue, 'severity')) add(counts.severity, row.severity ?? 'none');
  }
  return counts;
}
