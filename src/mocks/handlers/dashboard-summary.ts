import { dashboardGet, percent, scopedProfessionals } from '../lib/scope';
import type { Scope } from '../lib/scope';
import { isWithinDays, SUMMARY_WINDOW_DAYS } from '../lib/window';
import type { Professional, TreatmentLine } from '../types';

const PS_LEVELS = [0, 1, 2, 3, 4] as const;
const TREATMENT_LINES: readonly TreatmentLine[] = ['1° Linha', '2° Linha', '3° Linha', '4° Linha', 'Nenhum Tratamento Neoplásico'];

export interface PsShare {
  PS: string;
  Percentage: number;
}

/** The five levels 'ps0'..'ps4', each with its share of `levels` (every level present, 0 when absent). */
export function psShares(levels: readonly number[]): PsShare[] {
  return PS_LEVELS.map((level) => ({
    PS: `ps${level}`,
    Percentage: percent(levels.filter((value) => value === level).length, levels.length),
  }));
}

const byName = (a: { Name: string }, b: { Name: string }): number => a.Name.localeCompare(b.Name, 'pt-BR');
const contact = ({ Id, Name, Phone }: Professional) => ({ Id, Name, Phone });

/**
 * Active = used the professional app in the summary window (21 days up to the anchor), inactive
 * otherwise; both over the professionals of scopedProfessionals(). Percentage = the active share.
 */
function activeDoctors(scope: Scope) {
  const professionals = scopedProfessionals(scope).sort(byName);
  const active = professionals.filter((item) => isWithinDays(item.LastActivityAt, scope.now, SUMMARY_WINDOW_DAYS));
  const inactive = professionals.filter((item) => !active.includes(item));
  return {
    Percentage: percent(active.length, professionals.length),
    ActiveDoctors: active.map(contact),
    InactiveDoctors: inactive.map(contact),
  };
}

/**
 * Each patient counts once, under the first enabled CID of the record (the main diagnosis), so the
 * shares add up to ~100. Sorted by share, then by code.
 */
function cidDistribution(scope: Scope) {
  const counts = new Map<number, number>();
  for (const patient of scope.patients) {
    const main = patient.CIDs.find((cid) => cid.IsEnable);
    if (main) counts.set(main.CIDId, (counts.get(main.CIDId) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return scope.data.cidTypes
    .filter((type) => counts.has(type.Id))
    .map((type) => ({ CIDCode: type.CIDCode, CIDId: type.Id, Description: type.Description, Percentage: percent(counts.get(type.Id) ?? 0, total) }))
    .sort((a, b) => b.Percentage - a.Percentage || a.CIDCode.localeCompare(b.CIDCode));
}

/** The summary widgets: totals, PS, treatment lines, active professionals and CIDs. */
export const dashboardSummaryHandlers = [
  // Professionals as in scopedProfessionals(); patients: every registered patient in scope.
  dashboardGet('total-doctorspatients', ({ scope }) => ({
    Professionals: scopedProfessionals(scope).length,
    Patients: scope.patients.length,
  })),

  // Share of the patients in scope by their current PS.
  dashboardGet('performance-status', ({ scope }) => psShares(scope.patients.map((patient) => patient.CurrentPS))),

  // Patients per treatment line, in the lines' order, lines without patients left out.
  dashboardGet('treatments', ({ scope }) =>
    TREATMENT_LINES.map((line) => ({ Line: line, Total: scope.patients.filter((patient) => patient.TreatmentLine === line).length })).filter(
      (entry) => entry.Total > 0,
    ),
  ),

  dashboardGet('last-active-doctors', ({ scope }) => activeDoctors(scope)),

  dashboardGet('cid-distribution', ({ scope }) => cidDistribution(scope)),
];
