import * as z from 'zod/mini';
import { fold } from '@/lib/fold';
import { readFlag, readGender, readStatus, readTeamRef, readText, requiredId, requiredText, type TeamRef } from '@/api/read';

export type { TeamRef } from '@/api/read';

/** A professional's teams: `[{Id, Name}]` (spec 02 §3), or names, or one team; unreadable ones are left out. */
function readTeams(value: unknown): TeamRef[] {
  if (value === null || value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(readTeamRef).filter((team): team is TeamRef => team !== null);
}

const folded = (text: string) => fold(text.trim());

/**
 * The ids of a professional's teams for the form's checkboxes. A team sent by name only is matched
 * to the institution's teams by name, so that editing does not drop it; one no option matches is
 * returned in `unmatched`, for the form to say so before the user saves.
 */
export function teamIdsOf(teams: TeamRef[], options: readonly { Id: string; Name: string }[]): { ids: string[]; unmatched: string[] } {
  const ids: string[] = [];
  const unmatched: string[] = [];
  for (const team of teams) {
    const id = team.Id ?? options.find((option) => folded(option.Name) === folded(team.Name))?.Id ?? null;
    if (id === null) unmatched.push(team.Name);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unmatched };
}

/**
 * A professional as the list and the form read it. The row needs its id (the edit link) and its
 * name; every other field is read tolerantly and shows as '—' (or unset, on the form) when missing.
 */
export const professionalSchema = z.pipe(
  z.looseObject({ Id: requiredId, Name: requiredText }),
  z.transform((row) => ({
    Id: row.Id,
    Name: row.Name,
    Email: readText(row.Email),
    Gender: readGender(row.Gender),
    Phone: readText(row.Phone),
    IsSMS: readFlag(row.IsSMS),
    Status: readStatus(row.Status),
    Teams: readTeams(row.Teams ?? row.Doctors),
  })),
);
export type Professional = z.infer<typeof professionalSchema>;
