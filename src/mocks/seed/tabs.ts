import type { DemoData, Patient, PatientMessage, Professional, SymptomReport, WeeklyReport } from '../types';
import { seedChats } from './chats';
import { seedCheckInNotes, seedWeeklyAnswers } from './checkIns';
import { historyRecordTypes, seedHistoryRecords } from './historyRecords';

/**
 * A patient of Vida Plena with nothing in the record's tabs (no history record, weekly report,
 * symptom, chat or attachment): the empty states. The app never heard from this one, so only the
 * history records had to be left out.
 */
export const EMPTY_TABS_PATIENT_ID = 13;
/**
 * A patient of Vida Plena with plenty in every tab: two pages of history records (every dated
 * kind), weekly reports at every PS from 0 to 4, temperatures in the five classes, closed chats and
 * attachments over two pages.
 */
export const RICH_TABS_PATIENT_ID = 11;

interface TabSources {
  now: Date;
  patients: readonly Patient[];
  professionals: readonly Professional[];
  symptomReports: readonly SymptomReport[];
  weeklyReports: readonly WeeklyReport[];
  messages: readonly PatientMessage[];
}

type TabData = Pick<DemoData, 'historyRecordTypes' | 'historyRecords' | 'weeklyReportAnswers' | 'checkInNotes' | 'chats'>;

/** The record tabs' data, derived from the seeded patients and their app use by streams of its own. */
export function seedTabs(sources: TabSources): TabData {
  const ids = { rich: RICH_TABS_PATIENT_ID, without: EMPTY_TABS_PATIENT_ID };
  return {
    historyRecordTypes: historyRecordTypes.map((type) => ({ ...type })),
    historyRecords: seedHistoryRecords(sources.patients, sources.now, ids),
    weeklyReportAnswers: seedWeeklyAnswers(sources.weeklyReports),
    checkInNotes: seedCheckInNotes(sources.symptomReports, EMPTY_TABS_PATIENT_ID),
    chats: seedChats(sources.messages, sources.patients, sources.professionals, sources.now),
  };
}
