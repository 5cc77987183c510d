import { DateTime } from 'luxon';
import { http } from 'msw';
import { currentShapes } from '../control';
import { jsonAnswer, pagedAnswer } from '../lib/answer';
import { authenticated } from '../lib/auth';
import type { DemoUser } from '../lib/auth';
import { announcementMessages, checkAnnouncement } from '../lib/announcementForm';
import { invalidData } from '../lib/http';
import { fieldsRecord, readMultipart } from '../lib/multipart';
import { byName } from '../lib/paging';
import { newestFirst } from '../lib/scope';
import { accountSender, recipientsOf } from '../seed/announcements';
import { recordAnnouncementPost, store, storeNow } from '../store';
import type { Announcement, Patient } from '../types';

const SAO_PAULO = 'America/Sao_Paulo';
// .NET's round-trip format has 7 fractional digits; ours carry milliseconds, so pad with zeros.
const SEVEN_DIGITS = "yyyy-MM-dd'T'HH:mm:ss.SSS'0000'";

/** `dateSearch` (month/day/year, MM/DD/YYYY) as the São Paulo day YYYY-MM-DD; absent or blank: every day. */
function dateSearchParam(url: URL): string | null | Response {
  const raw = url.searchParams.get('dateSearch')?.trim() ?? '';
  if (!raw) return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  const day = match ? DateTime.fromObject({ year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) }, { zone: SAO_PAULO }) : null;
  return day?.isValid ? day.toISODate() : invalidData([announcementMessages.dateSearch]);
}

const saoPauloDay = (iso: string): string | null => DateTime.fromISO(iso, { zone: 'utc' }).setZone(SAO_PAULO).toISODate();

/** One announcement as the list answers it: its patients by name, its teams and its sender. */
function rowOf(announcement: Announcement, patients: ReadonlyMap<number, Patient>) {
  const Patients = announcement.Recipients.flatMap((recipient) => {
    const patient = patients.get(recipient.PatientId);
    return patient ? [{ Id: patient.Id, Name: patient.Name, IsRead: recipient.IsRead }] : [];
  }).sort(byName);
  const Doctors = announcement.TeamIds.flatMap((teamId) => {
    const team = store.teams.find((item) => item.Id === teamId);
    return team ? [{ Id: team.Id, Name: team.Name }] : [];
  });
  const { Id, DateAndTime, Title, Message } = announcement;
  return { Id, DateAndTime, Title, Message, Patients, Doctors, Professional: { ...announcement.Sender } };
}

type Row = ReturnType<typeof rowOf>;

/** A read flag as 'true' / 'false', '1' / '0', or true / null, in turn. */
function readFlag(read: boolean, turn: number): unknown {
  const variant = turn % 3;
  if (variant === 0) return read ? 'true' : 'false';
  if (variant === 1) return read ? '1' : '0';
  return read ? true : null;
}

/**
 * The alternate profile (before the generic rewrite, which turns numbers into strings and adds
 * `$id` / `Extra`): the instant in local time with 7 digits and no zone, the read flags in every
 * form, the teams as bare names and the sender as a bare name.
 */
function alternateRow(row: Row) {
  return {
    ...row,
    DateAndTime: DateTime.fromISO(row.DateAndTime, { zone: 'utc' }).setZone(SAO_PAULO).toFormat(SEVEN_DIGITS),
    Patients: row.Patients.map((patient, turn) => ({ ...patient, IsRead: readFlag(patient.IsRead, turn) })),
    Doctors: row.Doctors.map((team) => team.Name),
    Professional: row.Professional.Name,
  };
}

/** Whom a POST comes from: the signed-in login (its name), as the list shows it. */
const senderOf = (user: DemoUser) => accountSender(store.accounts, user.login);

/**
 * Comunicados (spec 02 §2, §3, §5, §7): the institution's announcements newest first, a day at a
 * time with `dateSearch`, and the send form as multipart/form-data (Title, Message, Teams[i]).
 */
export const announcementHandlers = [
  http.get(
    '*/api/announcement',
    authenticated(({ request, user }) => {
      const patients = new Map(store.patients.map((patient) => [patient.Id, patient]));
      const alternate = currentShapes() === 'alternate';
      return pagedAnswer(
        request,
        (url) => {
          const day = dateSearchParam(url);
          if (day instanceof Response) return day;
          return store.announcements
            .filter((item) => item.InstitutionId === user.institutionId && (day === null || saoPauloDay(item.DateAndTime) === day))
            .sort(newestFirst);
        },
        (item) => (alternate ? alternateRow(rowOf(item, patients)) : rowOf(item, patients)),
      );
    }),
  ),
  http.post(
    '*/api/announcement',
    authenticated(async ({ request, user }) => {
      const form = await readMultipart(request);
      if (form instanceof Response) return form;
      recordAnnouncementPost({ fields: fieldsRecord(form.entries), contentType: form.contentType });
      const { value, errors } = checkAnnouncement(form.entries, user.institutionId);
      if (errors.length > 0) return invalidData(errors);
      // Never before the newest one already there, so it is listed first even on a pinned clock.
      const newest = Math.max(Date.now(), storeNow().getTime(), ...store.announcements.map((item) => Date.parse(item.DateAndTime) + 1000));
      const DateAndTime = new Date(newest).toISOString();
      const institutionPatients = store.patients.filter((patient) => patient.InstitutionId === user.institutionId && patient.LifeStatus !== 'Deceased');
      const announcement: Announcement = {
        Id: store.announcements.reduce((max, item) => Math.max(max, item.Id), 0) + 1,
        InstitutionId: user.institutionId,
        DateAndTime,
        Title: value.Title,
        Message: value.Message,
        TeamIds: value.TeamIds,
        Sender: senderOf(user),
        Recipients: recipientsOf(institutionPatients, value.TeamIds, DateAndTime).map((patient) => ({ PatientId: patient.Id, IsRead: false })),
      };
      store.announcements.push(announcement);
      return jsonAnswer(request, { Id: announcement.Id, Message: announcementMessages.sent });
    }),
  ),
];
