import { http } from 'msw';
import { currentShapes } from '../control';
import { jsonAnswer, pagedAnswer } from '../lib/answer';
import { authenticated } from '../lib/auth';
import { checkedBody, emptyOk, invalidData, notFound, type JsonObject } from '../lib/http';
import { byName, folded, idParam } from '../lib/paging';
import { requiredTextErrors, textOf } from '../lib/validation';
import { store } from '../store';
import type { ActiveStatus, Team } from '../types';

const teamMessages = {
  notFound: 'Equipe não encontrada.',
  duplicate: 'Já existe uma equipe com este nome.',
  status: 'O campo Status é inválido.',
  created: 'Equipe cadastrada com sucesso.',
  notMember: 'Profissional não pertence à equipe.',
  navigators: 'Informe a lista de navegadores.',
} as const;

/** A list row: Status 1 for active (spec 02 §3); inactive is 0, or 2 in the 'spec' profile (an enum from 1). */
const row = (team: Team) => ({
  Id: team.Id,
  Name: team.Name,
  Status: team.Status === 'Active' ? 1 : currentShapes() === 'spec' ? 2 : 0,
});
/** The unpaged list: in the 'spec' profile only `Id, Name`, as spec 02 §7 lists them. */
const optionRow = (team: Team) => (currentShapes() === 'spec' ? { Id: team.Id, Name: team.Name } : row(team));

function teamsOf(institutionId: number): Team[] {
  return store.teams.filter((team) => team.InstitutionId === institutionId).sort(byName);
}

function findTeam(institutionId: number, id: unknown): Team | undefined {
  const teamId = idParam(id);
  return store.teams.find((team) => team.Id === teamId && team.InstitutionId === institutionId);
}

/** `{Name, Status}` checked as the API's model validation would. */
function checkTeam(body: JsonObject, institutionId: number, self?: Team): { errors: string[] } {
  const errors = requiredTextErrors(body.Name, 'Nome');
  const name = folded(textOf(body.Name));
  if (errors.length === 0 && teamsOf(institutionId).some((team) => team !== self && folded(team.Name) === name)) {
    errors.push(teamMessages.duplicate);
  }
  if (body.Status !== 'Active' && body.Status !== 'Inactive') errors.push(teamMessages.status);
  return { errors };
}

/** The navigators body: `{Navigators: [...]}` or the list itself, each `{Id | ProfessionalId, IsNavigator}`. */
function readNavigators(body: unknown): { id: number; navigator: boolean }[] | null {
  const list = Array.isArray(body) ? body : (body as JsonObject | null)?.Navigators;
  if (!Array.isArray(list)) return null;
  const entries = list.map((item) => {
    const record = (typeof item === 'object' && item !== null ? item : {}) as JsonObject;
    const id = idParam(record.Id ?? record.ProfessionalId);
    return id === null || typeof record.IsNavigator !== 'boolean' ? null : { id, navigator: record.IsNavigator };
  });
  return entries.every((entry) => entry !== null) ? entries : null;
}

export const teamHandlers = [
  http.get(
    '*/api/team/search',
    authenticated(({ request, user }) =>
      pagedAnswer(
        request,
        (url) => {
          const name = folded(url.searchParams.get('name')?.trim() ?? '');
          return teamsOf(user.institutionId).filter((team) => folded(team.Name).includes(name));
        },
        row,
      ),
    ),
  ),
  http.get(
    '*/api/team',
    authenticated(({ request, user }) => {
      const url = new URL(request.url);
      const teams = teamsOf(user.institutionId);
      // Without paging, the whole list (spec 02 §7: "GET api/team without paging").
      if (!url.searchParams.has('page') && !url.searchParams.has('limit')) return jsonAnswer(request, teams.map(optionRow));
      return pagedAnswer(request, () => teams, row);
    }),
  ),
  http.post(
    '*/api/team',
    authenticated(async ({ request, user }) => {
      const checked = await checkedBody(request, (body) => checkTeam(body, user.institutionId));
      if (checked instanceof Response) return checked;
      const { body } = checked;
      const team: Team = {
        Id: Math.max(0, ...store.teams.map((t) => t.Id)) + 1,
        InstitutionId: user.institutionId,
        Name: textOf(body.Name),
        Status: body.Status as ActiveStatus,
      };
      store.teams.push(team);
      return jsonAnswer(request, { Id: team.Id, Message: teamMessages.created });
    }),
  ),
  http.put(
    '*/api/team/:id',
    authenticated(async ({ request, params, user }) => {
      const team = findTeam(user.institutionId, params.id);
      if (!team) return notFound(teamMessages.notFound);
      const checked = await checkedBody(request, (body) => checkTeam(body, user.institutionId, team));
      if (checked instanceof Response) return checked;
      const { body } = checked;
      team.Name = textOf(body.Name);
      team.Status = body.Status as ActiveStatus;
      return emptyOk();
    }),
  ),
  http.get(
    '*/api/team/:id/professionals',
    authenticated(({ request, params, user }) => {
      const team = findTeam(user.institutionId, params.id);
      if (!team) return notFound(teamMessages.notFound);
      const navigators = store.professionals
        .filter((p) => p.InstitutionId === user.institutionId && p.TeamIds.includes(team.Id))
        .sort(byName)
        .map((p) => ({ Id: p.Id, Name: p.Name, Email: p.Email, IsNavigator: p.NavigatorTeamIds.includes(team.Id) }));
      return jsonAnswer(request, { Navigators: navigators });
    }),
  ),
  http.put(
    '*/api/team/:id/professionals',
    authenticated(async ({ request, params, user }) => {
      const team = findTeam(user.institutionId, params.id);
      if (!team) return notFound(teamMessages.notFound);
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        body = null;
      }
      const entries = readNavigators(body);
      if (!entries) return invalidData([teamMessages.navigators]);
      const members = entries.map((entry) => ({
        entry,
        professional: store.professionals.find((p) => p.Id === entry.id && p.InstitutionId === user.institutionId && p.TeamIds.includes(team.Id)),
      }));
      if (members.some((member) => !member.professional)) return invalidData([teamMessages.notMember]);
      for (const { entry, professional } of members) {
        if (!professional) continue;
        const others = professional.NavigatorTeamIds.filter((id) => id !== team.Id);
        professional.NavigatorTeamIds = entry.navigator ? [...others, team.Id] : others;
      }
      return emptyOk();
    }),
  ),
];
