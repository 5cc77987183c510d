import { store } from '../store';
import { idParam } from './paging';
import { requiredTextErrors, textOf } from './validation';

/** Spec 02 §5 (announcement) and §8: the model validation of the send form, and its answers. */
export const announcementMessages = {
  sent: 'O comunicado foi enviado com sucesso.',
  teamsRequired: 'É necessario seleconar ao menos uma Equipe.',
  dateSearch: 'O parâmetro dateSearch deve ser uma data no formato MM/DD/AAAA.',
} as const;

const teamErrorMessage = (raw: string): string => `Equipe inválida: ${raw}.`;

export interface AnnouncementInput {
  Title: string;
  Message: string;
  TeamIds: number[];
}

/** `Teams[3]` gives 3, `Teams[]` and `Teams` give null (order of arrival); anything else is not a team field. */
function teamIndex(name: string): number | null | undefined {
  const match = /^teams(?:\[(\d*)\])?$/i.exec(name.trim());
  if (!match) return undefined;
  return match[1] ? Number(match[1]) : null;
}

/** The first value of a field, its name in any case (as ASP.NET binds `title` to `Title`). */
function firstField(entries: readonly (readonly [string, string])[], name: string): string | undefined {
  return entries.find(([key]) => key.trim().toLowerCase() === name.toLowerCase())?.[1];
}

/** The team values: indexed ones by their index, then the unindexed ones as they came; blanks dropped. */
function teamValues(entries: readonly (readonly [string, string])[]): string[] {
  const teams = entries.flatMap(([name, value], order) => {
    const index = teamIndex(name);
    return index === undefined || !value.trim() ? [] : [{ index: index ?? Number.MAX_SAFE_INTEGER, order, value: value.trim() }];
  });
  return teams.sort((a, b) => a.index - b.index || a.order - b.order).map((team) => team.value);
}

/**
 * Title (required, at most 255), Message (required) and at least one team, each a team of the
 * caller's institution (ids repeated are sent once).
 */
export function checkAnnouncement(entries: readonly (readonly [string, string])[], institutionId: number): { value: AnnouncementInput; errors: string[] } {
  const title = firstField(entries, 'Title');
  const message = firstField(entries, 'Message');
  const errors = [...requiredTextErrors(title, 'Chamada'), ...requiredTextErrors(message, 'Comunicado', Infinity)];
  const values = teamValues(entries);
  if (values.length === 0) errors.push(announcementMessages.teamsRequired);
  const teamIds: number[] = [];
  for (const value of values) {
    const id = idParam(value);
    const team = store.teams.find((item) => item.Id === id && item.InstitutionId === institutionId);
    if (!team) errors.push(teamErrorMessage(value));
    else if (!teamIds.includes(team.Id)) teamIds.push(team.Id);
  }
  return { value: { Title: textOf(title), Message: textOf(message), TeamIds: teamIds }, errors };
}
