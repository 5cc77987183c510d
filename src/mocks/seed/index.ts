import { createRng } from '../lib/prng';
import type { DemoData } from '../types';
import { seedAccounts } from './accounts';
import { seedActivity } from './activity';
import { cidTypes } from './cids';
import { EMPTY_ADDRESS_ID, SAO_LUCAS_ID, VIDA_PLENA_ID, seedAddresses, seedInstitutions } from './institutions';
import { seedPatients } from './patients';
import { symptomTypes } from './symptoms';
import { FIRST_TEAM_WITHOUT_PATIENTS, seedProfessionals, seedTeams } from './teams';
import { seedInvitationTokens, seedPasswordResetTokens } from './tokens';

const SEED = 20_240_611;
/** Streams of their own, so tuning the app usage never reshuffles the patients. */
const ACTIVITY_SEED = 20_240_614;
export const VIDA_PLENA_PATIENTS = 150;
export const SAO_LUCAS_PATIENTS = 30;

/**
 * Builds the whole demo data set. The same `now` always gives the same data; dates are relative
 * to it so that the dashboard's "last 21 days" always has something to show.
 */
export function createSeed(now: Date): DemoData {
  const rng = createRng(SEED);
  const addresses = seedAddresses();
  const teams = seedTeams();
  const usedCpfs = new Set<string>();
  let cidId = 0;
  const nextCidId = (): number => ++cidId;
  const cidCodeById = new Map(cidTypes.map((cid) => [cid.Id, cid.CIDCode]));
  const activeTeamIds = (institutionId: number): number[] =>
    teams
      .filter((team) => team.InstitutionId === institutionId && team.Status === 'Active' && team.Id < FIRST_TEAM_WITHOUT_PATIENTS)
      .map((team) => team.Id);
  // The empty address attends nobody, so the dashboard's empty states have somewhere to show.
  const addressesOf = (institutionId: number) =>
    addresses.filter((address) => address.InstitutionId === institutionId && address.InstitutionAddressId !== EMPTY_ADDRESS_ID);

  const professionals = seedProfessionals(rng, now);
  const vidaPlena = seedPatients(rng, now, cidCodeById, {
    institutionId: VIDA_PLENA_ID,
    count: VIDA_PLENA_PATIENTS,
    firstId: 1,
    addresses: addressesOf(VIDA_PLENA_ID),
    teamIds: activeTeamIds(VIDA_PLENA_ID),
    usedCpfs,
    nextCidId,
  });
  const saoLucas = seedPatients(rng, now, cidCodeById, {
    institutionId: SAO_LUCAS_ID,
    count: SAO_LUCAS_PATIENTS,
    firstId: VIDA_PLENA_PATIENTS + 1,
    addresses: addressesOf(SAO_LUCAS_ID),
    teamIds: activeTeamIds(SAO_LUCAS_ID),
    usedCpfs,
    nextCidId,
  });

  const patients = [...vidaPlena, ...saoLucas];
  const activity = seedActivity(ACTIVITY_SEED, now, patients);

  return {
    anchor: now.toISOString(),
    institutions: seedInstitutions(patients),
    addresses,
    accounts: seedAccounts(),
    teams,
    professionals,
    cidTypes: cidTypes.map((cid) => ({ ...cid })),
    patients,
    symptomTypes: symptomTypes.map((symptom) => ({ ...symptom })),
    ...activity,
    passwordResetTokens: seedPasswordResetTokens(),
    invitationTokens: seedInvitationTokens(),
  };
}
