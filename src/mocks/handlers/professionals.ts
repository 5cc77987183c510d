import { http } from 'msw';
import { jsonAnswer, pagedAnswer } from '../lib/answer';
import { authenticated } from '../lib/auth';
import { licencesOf } from '../lib/licences';
import { checkedBody, emptyOk, notFound, type JsonObject } from '../lib/http';
import { byName, folded, idParam } from '../lib/paging';
import { emailErrors, requiredTextErrors, textOf } from '../lib/validation';
import { store } from '../store';
import type { ActiveStatus, Gender, Professional } from '../types';

const professionalMessages = {
  notFound: 'Profissional não encontrado.',
  duplicateEmail: 'Já existe um profissional com este e-mail.',
  gender: 'O campo Sexo é obrigatório.',
  phoneRequired: 'O campo Celular é obrigatório.',
  phone: 'Informe um telefone válido.',
  teams: 'É necessario seleconar ao menos uma Equipe.',
  unknownTeam: 'Equipe inválida.',
  status: 'O campo Status é inválido.',
  profile: 'O campo Perfil é inválido.',
  created: 'Profissional cadastrado com sucesso. As instruções de acesso foram enviadas para o e-mail informado.',
} as const;

function row(professional: Professional) {
  return {
    Id: professional.Id,
    Name: professional.Name,
    Email: professional.Email,
    Gender: professional.Gender,
    Phone: professional.Phone,
    IsSMS: professional.IsSMS,
    Status: professional.Status,
    Profile: professional.Profile,
    Teams: professional.TeamIds.flatMap((id) => {
      const team = store.teams.find((t) => t.Id === id);
      return team ? [{ Id: team.Id, Name: team.Name }] : [];
    }),
  };
}

function professionalsOf(institutionId: number): Professional[] {
  return store.professionals.filter((p) => p.InstitutionId === institutionId).sort(byName);
}

function findProfessional(institutionId: number, id: unknown): Professional | undefined {
  const professionalId = idParam(id);
  return store.professionals.find((p) => p.Id === professionalId && p.InstitutionId === institutionId);
}

/** What a save writes (the e-mail only on create: it is the professional's login). */
type ProfessionalInput = Pick<Professional, 'Name' | 'Gender' | 'Phone' | 'Profile' | 'IsSMS' | 'Status' | 'TeamIds'>;

/** The payload of spec 02 §7, checked as the API's model validation would. */
function check(body: JsonObject, institutionId: number, creating: boolean): { errors: string[]; value: ProfessionalInput } {
  const errors = [...requiredTextErrors(body.Name, 'Nome')];
  if (creating) {
    const email = emailErrors(body.Email);
    errors.push(...email);
    const address = folded(textOf(body.Email));
    if (email.length === 0 && store.professionals.some((p) => folded(p.Email) === address)) errors.push(professionalMessages.duplicateEmail);
  }
  if (body.Gender !== 'Masculino' && body.Gender !== 'Feminino') errors.push(professionalMessages.gender);
  const phone = textOf(body.Phone).replace(/\D/g, '');
  if (!textOf(body.Phone)) errors.push(professionalMessages.phoneRequired);
  else if (phone.length !== 10 && phone.length !== 11) errors.push(professionalMessages.phone);
  const ids = Array.isArray(body.DoctorsId) ? body.DoctorsId.map(idParam) : [];
  const teamIds = ids.filter((id): id is number => id !== null);
  if (teamIds.length === 0) errors.push(professionalMessages.teams);
  else if (teamIds.length !== ids.length || teamIds.some((id) => !store.teams.some((team) => team.Id === id && team.InstitutionId === institutionId))) {
    errors.push(professionalMessages.unknownTeam);
  }
  if (body.Profile !== 'Leader' && body.Profile !== 'Default') errors.push(professionalMessages.profile);
  if (body.Status !== 'Active' && body.Status !== 'Inactive') errors.push(professionalMessages.status);
  return {
    errors,
    value: {
      Name: textOf(body.Name),
      Gender: body.Gender as Gender,
      Phone: phone,
      Profile: body.Profile as Professional['Profile'],
      IsSMS: body.IsSMS === true,
      Status: body.Status as ActiveStatus,
      TeamIds: [...new Set(teamIds)],
    },
  };
}

export const professionalHandlers = [
  http.get(
    '*/api/professional/search',
    authenticated(({ request, user }) =>
      pagedAnswer(
        request,
        (url) => {
          const name = folded(url.searchParams.get('name')?.trim() ?? '');
          const localId = idParam(url.searchParams.get('localId'));
          const teamId = idParam(url.searchParams.get('teamId'));
          return professionalsOf(user.institutionId).filter(
            (p) =>
              (folded(p.Name).includes(name) || folded(p.Email).includes(name)) &&
              (localId === null || p.InstitutionAddressIds.includes(localId)) &&
              (teamId === null || p.TeamIds.includes(teamId)),
          );
        },
        row,
      ),
    ),
  ),
  http.get(
    '*/api/professional',
    authenticated(({ request, user }) => pagedAnswer(request, () => professionalsOf(user.institutionId), row)),
  ),
  http.get(
    '*/api/professional/:id',
    authenticated(({ request, params, user }) => {
      const professional = findProfessional(user.institutionId, params.id);
      return professional ? jsonAnswer(request, row(professional)) : notFound(professionalMessages.notFound);
    }),
  ),
  http.post(
    '*/api/professional',
    authenticated(async ({ request, user }) => {
      const checked = await checkedBody(request, (body) => check(body, user.institutionId, true));
      if (checked instanceof Response) return checked;
      const now = new Date().toISOString();
      const professional: Professional = {
        Id: Math.max(0, ...store.professionals.map((p) => p.Id)) + 1,
        InstitutionId: user.institutionId,
        Email: textOf(checked.body.Email),
        ...checked.value,
        NavigatorTeamIds: [],
        InstitutionAddressIds: [],
        CreatedAt: now,
        LastActivityAt: now,
      };
      store.professionals.push(professional);
      return jsonAnswer(request, { Id: professional.Id, Message: professionalMessages.created });
    }),
  ),
  http.put(
    '*/api/professional/:id',
    authenticated(async ({ request, params, user }) => {
      const professional = findProfessional(user.institutionId, params.id);
      if (!professional) return notFound(professionalMessages.notFound);
      // The e-mail is the professional's login: it never changes here (the form shows it disabled).
      const checked = await checkedBody(request, (body) => check(body, user.institutionId, false));
      if (checked instanceof Response) return checked;
      const { value } = checked;
      Object.assign(professional, value, { NavigatorTeamIds: professional.NavigatorTeamIds.filter((id) => value.TeamIds.includes(id)) });
      return emptyOk();
    }),
  ),
  http.get(
    '*/api/institutionaddress',
    authenticated(({ request, user }) =>
      jsonAnswer(
        request,
        store.addresses.filter((a) => a.InstitutionId === user.institutionId).map((a) => ({ Id: a.InstitutionAddressId, Street: a.Street })),
      ),
    ),
  ),
  http.get(
    '*/api/licenses',
    authenticated(({ request, user }) => jsonAnswer(request, licencesOf(user.institutionId))),
  ),
];
