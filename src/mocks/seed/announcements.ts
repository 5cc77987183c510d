import { DateTime } from 'luxon';
import { createRng } from '../lib/prng';
import type { Rng } from '../lib/prng';
import type { Account, Announcement, AnnouncementRecipient, AnnouncementSender, Patient, Professional, Team } from '../types';
import { saoLucasTexts, vidaPlenaTexts } from './announcementTexts';
import type { AnnouncementText } from './announcementTexts';
import { SAO_LUCAS_ID, VIDA_PLENA_ID } from './institutions';

/** A stream per announcement (this seed plus its place): nothing seeded before moves. */
const ANNOUNCEMENT_SEED = 20_240_715;
const SAO_PAULO = 'America/Sao_Paulo';

/**
 * A console user who sends an announcement is not a professional: the demo gives the login an id
 * of its own, from this one on, in the order of the seeded accounts.
 */
const ACCOUNT_SENDER_FIRST_ID = 901;

/** The sender a console login appears as; an unknown login keeps its name and id 0. */
export function accountSender(accounts: readonly Account[], login: string): AnnouncementSender {
  const index = accounts.findIndex((account) => account.Login === login);
  const account = accounts[index];
  return account ? { Id: ACCOUNT_SENDER_FIRST_ID + index, Name: account.Name } : { Id: 0, Name: login };
}

/**
 * The patients an announcement to `teamIds` reaches at `sentAt`: those the teams follow, already
 * registered then and not deceased before that day; by id.
 */
export function recipientsOf(patients: readonly Patient[], teamIds: readonly number[], sentAt: string): Patient[] {
  const day = sentAt.slice(0, 10);
  return patients.filter(
    (patient) => teamIds.includes(patient.TeamId) && patient.CreatedAt <= sentAt && (patient.DeathDate === null || patient.DeathDate >= day),
  );
}

/** The instant `daysAgo` São Paulo days before `now`, at the local time `at` ('HH:mm'). */
function sentAt(now: Date, daysAgo: number, at: string): string {
  const [hour, minute] = at.split(':').map(Number);
  const local = DateTime.fromJSDate(now).setZone(SAO_PAULO).startOf('day').minus({ days: daysAgo }).set({ hour, minute });
  return local.toUTC().toJSDate().toISOString();
}

function pickTeams(rng: Rng, teamIds: readonly number[]): number[] {
  const count = Math.min(
    teamIds.length,
    rng.weighted([
      [1, 0.45],
      [2, 0.35],
      [3, 0.2],
    ] as const),
  );
  const pool = [...teamIds];
  return Array.from({ length: count }, () => pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
}

/** Mixed reads: older announcements were read by more; never all or none when there are two or more. */
function reads(rng: Rng, text: AnnouncementText, count: number): boolean[] {
  if (text.reads !== 'mixed') return Array.from({ length: count }, () => text.reads === 'all');
  const chance = Math.min(0.9, 0.3 + text.daysAgo / 150);
  const flags = Array.from({ length: count }, () => rng.chance(chance));
  if (count >= 2 && flags.every((flag) => flag === flags[0])) flags[0] = !flags[0];
  return flags;
}

interface InstitutionPlan {
  institutionId: number;
  texts: readonly AnnouncementText[];
  senders: AnnouncementSender[];
}

export interface AnnouncementSources {
  now: Date;
  patients: readonly Patient[];
  teams: readonly Team[];
  professionals: readonly Professional[];
  accounts: readonly Account[];
}

/** Vida Plena's 25 and São Lucas's 4 announcements; ids follow the sending order (oldest 1). */
export function seedAnnouncements(sources: AnnouncementSources): Announcement[] {
  const leaders = (institutionId: number): AnnouncementSender[] =>
    sources.professionals
      .filter((professional) => professional.InstitutionId === institutionId && professional.Profile === 'Leader')
      .map((professional) => ({ Id: professional.Id, Name: professional.Name }));
  const plans: InstitutionPlan[] = [
    { institutionId: VIDA_PLENA_ID, texts: vidaPlenaTexts, senders: [...leaders(VIDA_PLENA_ID), accountSender(sources.accounts, 'admin@painel.demo')] },
    { institutionId: SAO_LUCAS_ID, texts: saoLucasTexts, senders: [...leaders(SAO_LUCAS_ID), accountSender(sources.accounts, 'hospital165@painel.demo')] },
  ];
  const drafts = plans.flatMap((plan) => {
    const patients = sources.patients.filter((patient) => patient.InstitutionId === plan.institutionId);
    const teamIds = [...new Set(patients.map((patient) => patient.TeamId))].sort((a, b) => a - b);
    return plan.texts.map((text, index): Omit<Announcement, 'Id'> => {
      const rng = createRng(ANNOUNCEMENT_SEED + plan.institutionId * 1000 + index);
      const DateAndTime = sentAt(sources.now, text.daysAgo, text.at);
      const TeamIds = pickTeams(rng, teamIds);
      const recipients = recipientsOf(patients, TeamIds, DateAndTime);
      const flags = reads(rng, text, recipients.length);
      const Recipients = recipients.map((patient, position): AnnouncementRecipient => ({ PatientId: patient.Id, IsRead: flags[position] ?? false }));
      const Sender = plan.senders[index % plan.senders.length]!;
      return { InstitutionId: plan.institutionId, DateAndTime, Title: text.title, Message: text.message, TeamIds, Sender: { ...Sender }, Recipients };
    });
  });
  return drafts.sort((a, b) => a.DateAndTime.localeCompare(b.DateAndTime)).map((draft, index) => ({ Id: index + 1, ...draft }));
}
