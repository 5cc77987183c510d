import { foldName, type TriageRow } from './rows';
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

interface Wanted {
  team: string | undefined;
  symptom: string | undefined;
  severity: SeverityChoice | undefined;
  overdue: boolean;
}

function wanted(filters: AlertFilters): Wanted {
  return {
    team: filters.team === undefined ? undefined : foldName(filters.team),
    symptom: filters.symptom === undefined ? undefined : foldName(filters.symptom),
    severity: filters.severity,
    overdue: filters.overdue === true,
  };
}

function passes(row: TriageRow, want: Wanted, overdue: (row: TriageRow) => boolean, skip?: Facet): boolean {
  if (skip !== 'team' && want.team !== undefined && row.teamKey !== want.team) return false;
  if (skip !== 'symptom' && want.symptom !== undefined && row.symptomKey !== want.symptom) return false;
  if (skip !== 'severity' && want.severity !== undefined && (row.severity ?? 'none') !== want.severity) return false;
  return !want.overdue || overdue(row);
}

export function filterRows(rows: readonly TriageRow[], filters: AlertFilters, overdue: (row: TriageRow) => boolean): TriageRow[] {
  const want = wanted(filters);
  return rows.filter((row) => passes(row, want, overdue));
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
  const want = wanted(filters);
  for (const row of rows) {
    if (passes(row, want, overdue, 'team')) add(counts.team, row.team);
    if (passes(row, want, overdue, 'symptom')) add(counts.symptom, row.symptomName);
    if (passes(row, want, overdue, 'severity')) add(counts.severity, row.severity ?? 'none');
  }
  return counts;
}

export interface FacetNames {
  team: string[];
  symptom: string[];
}

const byName = new Intl.Collator('pt-BR');

/**
 * The teams and symptoms of the whole list, in name order: a filter's choices, whatever the other
 * filters. Read once per answer, so the choices (and the selects showing them) keep their identity
 * while the filters change; a choice the other filters leave empty says 0.
 */
export function facetNames(rows: readonly TriageRow[]): FacetNames {
  const team = new Set<string>();
  const symptom = new Set<string>();
  for (const row of rows) {
    if (row.team !== null) team.add(row.team);
    if (row.symptomName !== null) symptom.add(row.symptomName);
  }
  return { team: [...team].sort(byName.compare), symptom: [...symptom].sort(byName.compare) };
}
