// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../src/mocks/seed';
import { EMPTY_TABS_PATIENT_ID, RICH_TABS_PATIENT_ID, seedTabs } from '../../src/mocks/seed/tabs';
import { EMPTY_ID, RICH_ID } from './tabs-helpers';

const NOW = new Date('2025-06-15T12:00:00Z');
const data = createSeed(NOW);
const TAB_KEYS = ['historyRecordTypes', 'historyRecords', 'weeklyReportAnswers', 'checkInNotes', 'chats'] as const;

describe('the seeded record tabs', () => {
  it('are deterministic, and deriving them changes none of the data they are drawn from', () => {
    const again = createSeed(NOW);
    for (const key of TAB_KEYS) expect(again[key], key).toEqual(data[key]);
    const sources = {
      now: NOW,
      patients: again.patients,
      professionals: again.professionals,
      symptomReports: again.symptomReports,
      weeklyReports: again.weeklyReports,
      messages: again.messages,
    };
    const copy = structuredClone(sources);
    expect(seedTabs(sources)).toEqual(Object.fromEntries(TAB_KEYS.map((key) => [key, data[key]])));
    expect(sources).toEqual(copy);
  });

  it('name the empty patient (13) and the rich one (11), both of Vida Plena', () => {
    expect([EMPTY_TABS_PATIENT_ID, RICH_TABS_PATIENT_ID]).toEqual([EMPTY_ID, RICH_ID]);
    const empty = data.patients.find((p) => p.Id === EMPTY_ID)!;
    expect(empty.InstitutionId).toBe(1);
    const lists = [data.historyRecords, data.weeklyReports, data.symptomReports, data.checkInNotes, data.chats, data.messages];
    for (const list of lists) expect(list.filter((item) => item.PatientId === EMPTY_ID)).toEqual([]);
    expect(data.patients.find((p) => p.Id === RICH_ID)?.InstitutionId).toBe(1);
  });

  it('have every history record type, with the rules of types 1 and 4 and ends never before starts', () => {
    expect(new Set(data.historyRecords.map((record) => record.HistoryRecordTypeId))).toEqual(new Set(data.historyRecordTypes.map((type) => type.Id)));
    for (const record of data.historyRecords) {
      if (record.HistoryRecordTypeId === 4) expect([record.InitialDate, record.EndDate, record.HistoryRecordNotes]).toEqual([null, null, null]);
      else expect(record.InitialDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (record.HistoryRecordTypeId === 1) expect(record.EndDate).toBeNull();
      if (record.EndDate) expect(record.EndDate >= record.InitialDate!).toBe(true);
      if (record.InitialDate) expect(record.InitialDate <= '2025-06-15').toBe(true);
    }
    expect(data.historyRecords.map((record) => record.Id)).toEqual(data.historyRecords.map((_, index) => index + 1));
    expect(data.historyRecords.some((record) => (record.HistoryRecordNotes?.length ?? 0) > 350)).toBe(true);
  });

  it('rate every weekly report’s five items 1 to 3, and close a chat for each handled demand only', () => {
    expect(data.weeklyReportAnswers.map((answer) => answer.WeeklyReportId)).toEqual(data.weeklyReports.map((report) => report.Id));
    expect(data.weeklyReportAnswers.every((answer) => answer.Intensities.length === 5 && answer.Intensities.every((value) => value >= 1 && value <= 3))).toBe(
      true,
    );
    expect(data.chats.map((chat) => chat.Id)).toEqual(data.messages.filter((message) => !message.Pending).map((message) => message.Id));
    const attachmentIds = data.chats.flatMap((chat) => chat.Messages.flatMap((message) => (message.AttachedDocument ? [message.AttachedDocument.Id] : [])));
    expect(new Set(attachmentIds).size).toBe(attachmentIds.length);
    for (const chat of data.chats) {
      expect(chat.Messages.every((message) => message.DateAndTime >= chat.Date && message.DateAndTime <= data.anchor)).toBe(true);
    }
  });

  it('add check-ins without symptoms between seeded ones, never on the same instant twice', () => {
    const keys = data.checkInNotes.map((note) => `${note.PatientId} ${note.DateAndTime}`);
    expect(new Set(keys).size).toBe(keys.length);
    const reported = new Set(data.symptomReports.map((report) => `${report.PatientId} ${report.DateAndTime}`));
    for (const note of data.checkInNotes) {
      if (note.NoSymptoms) expect(reported.has(`${note.PatientId} ${note.DateAndTime}`)).toBe(false);
      if (note.MissingSymptom) expect(note.Message).toEqual(expect.any(String));
    }
    expect(data.checkInNotes.some((note) => note.NoSymptoms)).toBe(true);
  });
});
