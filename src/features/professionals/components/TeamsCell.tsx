import { BLANK } from '@/lib/format';
import { messages } from '@/messages/screens';
import type { TeamRef } from '../schemas';

const SHOWN = 2;

/** The first 2 teams, then 'e mais N equipe(s)' (spec 02 §2). */
function teamsText(teams: readonly TeamRef[]): string {
  if (teams.length === 0) return BLANK;
  const names = teams
    .slice(0, SHOWN)
    .map((team) => team.Name)
    .join(', ');
  return teams.length > SHOWN ? `${names} ${messages.professionals.moreTeams(teams.length - SHOWN)}` : names;
}

export function TeamsCell({ teams }: { teams: readonly TeamRef[] }) {
  return <span title={teams.length > SHOWN ? teams.map((team) => team.Name).join(', ') : undefined}>{teamsText(teams)}</span>;
}
