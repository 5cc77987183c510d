import type { Rng } from '../lib/prng';
import type { Gender, Professional, Team } from '../types';
import { SAO_LUCAS_ID, SERRA_AZUL_ID, VIDA_PLENA_ID } from './institutions';
import { DDD_SAO_LUCAS, DDD_VIDA_PLENA, daysBefore, emailLocalPart, landlinePhone, mobilePhone } from './people';

/**
 * Teams of Vida Plena and São Lucas from this id on follow no patient: added for the teams list's
 * pages, they leave the dashboard as it was. (Serra Azul's two teams, after them, have patients.)
 */
export const FIRST_TEAM_WITHOUT_PATIENTS = 11;
/** Serra Azul's teams, added after all the others so no id before them moves. */
export const SERRA_AZUL_TEAM_IDS = [27, 28] as const;

export function seedTeams(): Team[] {
  const team = (Id: number, InstitutionId: number, Name: string, Status: Team['Status'] = 'Active'): Team => ({
    Id,
    InstitutionId,
    Name,
    Status,
  });
  return [
    team(1, VIDA_PLENA_ID, 'Mastologia'),
    team(2, VIDA_PLENA_ID, 'Oncologia Torácica'),
    team(3, VIDA_PLENA_ID, 'Gastro-oncologia'),
    team(4, VIDA_PLENA_ID, 'Uro-oncologia'),
    team(5, VIDA_PLENA_ID, 'Ginecologia Oncológica'),
    team(6, VIDA_PLENA_ID, 'Neuro-oncologia'),
    team(7, VIDA_PLENA_ID, 'Oncologia Clínica'),
    team(8, VIDA_PLENA_ID, 'Cuidados Paliativos', 'Inactive'),
    team(9, SAO_LUCAS_ID, 'Oncologia Clínica'),
    team(10, SAO_LUCAS_ID, 'Radioterapia'),
    // Teams without patients (the dashboard's figures do not change): the list has 3 pages of 10.
    ...[
      'Hematologia',
      'Oncopediatria',
      'Cabeça e Pescoço',
      'Psico-oncologia',
      'Nutrição Oncológica',
      'Enfermagem de Quimioterapia',
      'Sarcomas',
      'Melanoma e Pele',
      'Transplante de Medula Óssea',
      'Oncogeriatria',
      'Dor Oncológica',
      'Fisioterapia Oncológica',
      'Farmácia Clínica',
      'Reabilitação',
      'Oncogenética',
      'Tumores Raros',
    ].map((name, index) => team(FIRST_TEAM_WITHOUT_PATIENTS + index, VIDA_PLENA_ID, name, index % 5 === 4 ? 'Inactive' : 'Active')),
    team(SERRA_AZUL_TEAM_IDS[0], SERRA_AZUL_ID, 'Oncologia Clínica'),
    team(SERRA_AZUL_TEAM_IDS[1], SERRA_AZUL_ID, 'Quimioterapia Ambulatorial'),
  ];
}

/** The team that follows each diagnosis (by CID type id) at Vida Plena. */
export const teamByCid: Readonly<Record<number, number>> = {
  1: 1,
  2: 4,
  3: 3,
  4: 2,
  5: 5,
  6: 3,
  7: 3,
  8: 4,
  9: 6,
  10: 7,
  11: 3,
  12: 5,
  13: 7,
  14: 7,
};

interface ProfessionalSeed {
  name: string;
  gender: Gender;
  institutionId: number;
  teams: number[];
  navigatorOf?: number[];
  leader?: boolean;
  inactive?: boolean;
  /** Days since the professional last used the app; over 21 counts as inactive on the dashboard. */
  idleDays: number;
  landline?: boolean;
}

const professionalSeeds: readonly ProfessionalSeed[] = [
  { name: 'Helena Vasconcelos', gender: 'Feminino', institutionId: VIDA_PLENA_ID, teams: [1, 5], leader: true, idleDays: 0.2 },
  { name: 'Ricardo Amaral Pinto', gender: 'Masculino', institutionId: VIDA_PLENA_ID, teams: [2], leader: true, idleDays: 1 },
  { name: 'Camila Rezende Duarte', gender: 'Feminino', institutionId: VIDA_PLENA_ID, teams: [3], idleDays: 3 },
  { name: 'Marcos Vinícius Lacerda', gender: 'Masculino', institutionId: VIDA_PLENA_ID, teams: [4], leader: true, idleDays: 0.5 },
  { name: 'Patrícia Nogueira', gender: 'Feminino', institutionId: VIDA_PLENA_ID, teams: [1, 2, 3, 7], navigatorOf: [1, 2, 3], idleDays: 0.1 },
  { name: 'Fábio Henrique Costa', gender: 'Masculino', institutionId: VIDA_PLENA_ID, teams: [6, 7], idleDays: 9, landline: true },
  { name: 'Luciana Bittencourt', gender: 'Feminino', institutionId: VIDA_PLENA_ID, teams: [5], idleDays: 34 },
  { name: 'Rafael Moreira Lins', gender: 'Masculino', institutionId: VIDA_PLENA_ID, teams: [4, 5, 6], navigatorOf: [4, 6], idleDays: 2 },
  { name: 'Beatriz Fontes Salgado', gender: 'Feminino', institutionId: VIDA_PLENA_ID, teams: [7, 3], idleDays: 45 },
  { name: 'Gustavo Pacheco Leal', gender: 'Masculino', institutionId: VIDA_PLENA_ID, teams: [2, 7], idleDays: 70, inactive: true },
  { name: 'Aline Martins Rocha', gender: 'Feminino', institutionId: VIDA_PLENA_ID, teams: [1, 2, 3, 4, 5, 6, 7], idleDays: 6, landline: true },
  { name: 'Eduardo Sampaio', gender: 'Masculino', institutionId: VIDA_PLENA_ID, teams: [3, 8], idleDays: 27 },
  { name: 'Sílvia Menezes Prado', gender: 'Feminino', institutionId: SAO_LUCAS_ID, teams: [9], leader: true, idleDays: 0.3 },
  { name: 'André Luiz Porto', gender: 'Masculino', institutionId: SAO_LUCAS_ID, teams: [9, 10], idleDays: 4 },
  { name: 'Renata Coelho', gender: 'Feminino', institutionId: SAO_LUCAS_ID, teams: [9, 10], navigatorOf: [9, 10], idleDays: 1 },
];

const emailDomain: Readonly<Record<number, string>> = {
  [VIDA_PLENA_ID]: 'vidaplena.med.br',
  [SAO_LUCAS_ID]: 'saolucaslitoral.com.br',
};

/** Where each professional attends (the list's Local filter): one or two of the institution's addresses. */
function addressesOf(institutionId: number, index: number): number[] {
  if (institutionId === SAO_LUCAS_ID) return [5 + (index % 3)];
  const first = (index % 4) + 1;
  return index % 3 === 0 && first !== 1 ? [1, first] : [first];
}

export function seedProfessionals(rng: Rng, now: Date): Professional[] {
  return professionalSeeds.map((seed, index) => {
    const ddds = seed.institutionId === SAO_LUCAS_ID ? DDD_SAO_LUCAS : DDD_VIDA_PLENA;
    return {
      Id: index + 1,
      InstitutionId: seed.institutionId,
      Name: seed.name,
      Email: `${emailLocalPart(seed.name)}@${emailDomain[seed.institutionId] ?? 'painel.demo'}`,
      Gender: seed.gender,
      Phone: seed.landline ? landlinePhone(rng, ddds) : mobilePhone(rng, ddds),
      Profile: seed.leader ? 'Leader' : 'Default',
      IsSMS: rng.chance(0.5),
      Status: seed.inactive ? 'Inactive' : 'Active',
      TeamIds: seed.teams,
      NavigatorTeamIds: seed.navigatorOf ?? [],
      InstitutionAddressIds: addressesOf(seed.institutionId, index),
      CreatedAt: daysBefore(now, rng.int(260, 720)).toISOString(),
      LastActivityAt: daysBefore(now, seed.idleDays).toISOString(),
    };
  });
}
