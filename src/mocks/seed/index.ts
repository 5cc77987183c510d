import { createRng } from '../lib/prng';
import type { DemoData } from '../types';
import { seedAccounts } from './accounts';
import { seedActivity } from './activity';
import { seedAnnouncements } from './announcements';
import { cidTypes } from './cids';
import { EMPTY_ADDRESS_ID, SAO_LUCAS_ID, SERRA_AZUL_ID, VIDA_PLENA_ID, seedAddresses, seedInstitutions } from './institutions';
import { seedPatients } from './patients';
import { DDD_SAO_LUCAS, DDD_SERRA_AZUL, DDD_VIDA_PLENA } from './people';
import { withRecordFields } from './record';
import type { RecordContext, SeededPatient } from './record';
import { symptomTypes } from './symptoms';
import { seedTabs } from './tabs';
import { withTriageQueue } from './triage';
import { FIRST_TEAM_WITHOUT_PATIENTS, SERRA_AZUL_TEAM_IDS, seedProfessionals, seedTeams } from './teams';
import { seedInvitationTokens, seedPasswordResetTokens } from './tokens';

const SEED = 20_240_611;
/** Streams of their own, so tuning the app usage never reshuffles the patients. */
const ACTIVITY_SEED = 20_240_614;
const VIDA_PLENA_PATIENTS = 150;
const SAO_LUCAS_PATIENTS = 30;
/** Serra Azul's patients come after every other record, from a stream of their own. */
const SERRA_AZUL_SEED = 20_240_622;
const SERRA_AZUL_PATIENTS = 12;
/** The first São Lucas patients (by id) that Vida Plena follows too, read-only. */
const SHARED_PATIENTS = 3;
/** Of the patients the app never heard from, the share that never made the first access. */
const PENDING_WITHOUT_ACTIVITY = 0.5;
/** Serra Azul has no app data at all: a plain share of Pending patients. */
const PENDING_AT_SERRA_AZUL = 0.1;

/** The instant of each patient's latest report, questionnaire or message. */
function lastActivityByPatient(lists: readonly (readonly { PatientId: number; DateAndTime: string }[])[]): Map<number, number> {
  const last = new Map<number, number>();
  for (const list of lists) {
    for (const item of list) {
      const time = Date.parse(item.DateAndTime);
      if (time > (last.get(item.PatientId) ?? -Infinity)) last.set(item.PatientId, time);
    }
  }
  return last;
}

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
    teams.filter((team) => team.InstitutionId === institutionId && team.Status === 'Active' && team.Id < FIRST_TEAM_WITHOUT_PATIENTS).map((team) => team.Id);
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

  // The pending alerts then get the triage queue's spans and classes (triage.ts), before the
  // record tabs are derived from them, so the tabs and notes follow the moved check-ins.
  const activity = withTriageQueue(seedActivity(ACTIVITY_SEED, now, [...vidaPlena, ...saoLucas]), now);

  // Everything below draws from streams of its own: the data above stays exactly as it was.
  // Serra Azul has no licences, so its patients send nothing through the app (no reports,
  // questionnaires or messages): no activity id moves and its dashboard shows the empty states.
  const serraAzul = seedPatients(createRng(SERRA_AZUL_SEED), now, cidCodeById, {
    institutionId: SERRA_AZUL_ID,
    count: SERRA_AZUL_PATIENTS,
    firstId: VIDA_PLENA_PATIENTS + SAO_LUCAS_PATIENTS + 1,
    addresses: addressesOf(SERRA_AZUL_ID),
    teamIds: SERRA_AZUL_TEAM_IDS,
    usedCpfs,
    nextCidId,
    ddds: DDD_SERRA_AZUL,
  }).map((patient) => ({ ...patient, IsLicensed: false }));

  const lastActivity = lastActivityByPatient([activity.symptomReports, activity.weeklyReports, activity.messages]);
  const sharedIds = new Set(saoLucas.slice(0, SHARED_PATIENTS).map((patient) => patient.Id));
  const contextOf = (patient: SeededPatient): RecordContext => {
    const lastActivityAt = lastActivity.get(patient.Id) ?? null;
    const common = { now, lastActivityAt, pendingChance: lastActivityAt === null ? PENDING_WITHOUT_ACTIVITY : 0 };
    if (patient.InstitutionId === SAO_LUCAS_ID) {
      return { ...common, region: 'baixadaSantista', ddds: DDD_SAO_LUCAS, sharedWithInstitutionIds: sharedIds.has(patient.Id) ? [VIDA_PLENA_ID] : [] };
    }
    if (patient.InstitutionId === SERRA_AZUL_ID) return { ...common, region: 'ribeiraoPreto', ddds: DDD_SERRA_AZUL, pendingChance: PENDING_AT_SERRA_AZUL };
    return { ...common, region: 'saoPaulo', ddds: DDD_VIDA_PLENA };
  };
  const patients = [...vidaPlena, ...saoLucas, ...serraAzul].map((patient) => withRecordFields(patient, contextOf(patient)));
  const accounts = seedAccounts();

  return {
    anchor: now.toISOString(),
    institutions: seedInstitutions(patients),
    addresses,
    accounts,
    teams,
    professionals,
    cidTypes: cidTypes.map((cid) => ({ ...cid })),
    patients,
    symptomTypes: symptomTypes.map((symptom) => ({ ...symptom })),
    ...activity,
    // The record tabs (history records, weekly answers, check-in notes, chats): streams of their own.
    ...seedTabs({ now, patients, professionals, ...activity }),
    // Announcements: a stream of their own per announcement, drawn from the records above.
    announcements: seedAnnouncements({ now, patients, teams, professionals, accounts }),
    passwordResetTokens: seedPasswordResetTokens(),
    invitationTokens: seedInvitationTokens(),
  };
}
