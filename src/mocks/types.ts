/**
 * Records of the in-memory store. Field names follow the API's PascalCase so handlers can
 * project them without renaming; fields only the demo needs (passwords, internal links) are
 * never sent as they are.
 */
import type { PatientMessage, SymptomReport, SymptomType, WeeklyReport } from './types-activity';
import type { CheckInNote, ClosedChat, HistoryRecord, HistoryRecordType, WeeklyReportAnswer } from './types-tabs';
import type { Announcement } from './types-announcements';

export type * from './types-activity';
export type * from './types-tabs';
export type * from './types-announcements';

export type Gender = 'Masculino' | 'Feminino';
export type ActiveStatus = 'Active' | 'Inactive';
type Profile = 'admin' | 'leader' | 'doctor';

export interface Institution {
  Id: number;
  Name: string;
  /** Patient licences bought; the available ones are those no licensed patient holds. */
  TotalLicenses: number;
}

export interface InstitutionAddress {
  InstitutionAddressId: number;
  InstitutionId: number;
  Street: string;
}

/** An institution user who signs in to the console (a demo login). */
export interface Account {
  Login: string;
  Password: string;
  Name: string;
  InstitutionId: number;
  Profile: Profile;
  IsTrial: boolean;
  TrialRemainingDays: number;
  /** The FeaturesId claim exactly as it is serialised in the token (array, strings or scalar). */
  FeaturesClaim: unknown;
  /** The real API answers `Token` as `{ Value }`; one account answers a bare string. */
  TokenShape: 'object' | 'string';
  /** Shown by `npm start` next to the login. */
  Description: string;
}

export interface Team {
  Id: number;
  InstitutionId: number;
  Name: string;
  Status: ActiveStatus;
}

export interface Professional {
  Id: number;
  InstitutionId: number;
  Name: string;
  Email: string;
  Gender: Gender;
  /** 10 (landline) or 11 (mobile) digits, no mask. */
  Phone: string;
  Profile: 'Default' | 'Leader';
  IsSMS: boolean;
  Status: ActiveStatus;
  TeamIds: number[];
  NavigatorTeamIds: number[];
  /** The institution addresses the professional attends (the professionals list's Local filter). */
  InstitutionAddressIds: number[];
  CreatedAt: string;
  /** Drives the "active professionals" widget: last use of the professional app. */
  LastActivityAt: string;
}

export interface CidType {
  Id: number;
  CIDCode: string;
  Description: string;
}

export interface PatientCid {
  Id: number;
  CIDId: number;
  Morphology: string;
  Estadio: string;
  IsEnable: boolean;
}

export type LifeStatus = 'InTreatment' | 'OutTreatment' | 'Deceased';
/** The patient's access to the app: Pending until the first access, then enabled or disabled by the staff. */
export type PatientStatus = 'Pending' | 'Active' | 'Inactive';
export type TreatmentLine = '1° Linha' | '2° Linha' | '3° Linha' | '4° Linha' | 'Nenhum Tratamento Neoplásico';

export interface Patient {
  Id: number;
  InstitutionId: number;
  Name: string;
  Email: string;
  Gender: Gender;
  /** ISO date, YYYY-MM-DD; null when the staff cleared it or never gave it (a patient just added). */
  BirthDate: string | null;
  /** 11 digits with valid check digits, no mask. */
  CPF: string;
  /** 11 digits, a mobile number with a real area code. */
  Phone: string;
  RegisterNumber: string;
  TeamId: number;
  /** The address that attends the patient; drives the dashboard's `hospitalId` filter. */
  InstitutionAddressId: number;
  CIDs: PatientCid[];
  /** Performance status (ECOG), 0 to 4: the PS of the patient's latest weekly report. */
  CurrentPS: number;
  LifeStatus: LifeStatus;
  TreatmentLine: TreatmentLine;
  IsLicensed: boolean;
  /** ISO timestamp. */
  CreatedAt: string;
  /** Performance status the staff set on the record (0 to 4); starts as `CurrentPS`. */
  PS: number;
  /** The home address; every field may be '' (a patient just added). CEP: 8 digits, no mask. */
  CEP: string;
  Street: string;
  Number: string;
  Complement: string;
  Neighborhood: string;
  City: string;
  UF: string;
  Comorbidity: string;
  /** The oncological diagnosis, in words. */
  Diagnostic: string;
  Allergy: string;
  RelativeName: string;
  /** 10 or 11 digits, no mask; '' when not given. */
  RelativePhone: string;
  Status: PatientStatus;
  /** Whether the patient installed the app; the Status can only change once it is. */
  AppInstalled: boolean;
  /** ISO date, YYYY-MM-DD, only when Deceased. */
  DeathDate: string | null;
  /** Only when Deceased. */
  DeathNotes: string | null;
  /** A picture's address; null shows the default avatar. */
  Photo: string | null;
  /**
   * Fields of the record the console does not know (the 'spec' profile sends them); set by a PUT in
   * replace mode to the unknown keys it carried. Absent: the seed's (handlers/patientRecord.ts).
   */
  Extras?: Record<string, unknown>;
  /** Record fields a PUT in replace mode did not carry: the record answers them as null since. */
  Lost?: string[];
  /** Other institutions that follow the patient too; they see the record read-only. */
  SharedWithInstitutionIds: number[];
}

/** Single-purpose tokens the e-mails would carry; their outcome is fixed by the seed. */
export interface PasswordResetToken {
  Token: string;
  State: 'valid' | 'expired';
  Login: string;
}

export interface InvitationToken {
  Token: string;
  State: 'valid' | 'expired' | 'broken';
  ProfessionalId: number;
}

export interface DemoData {
  /** ISO instant the seed's dates are relative to; "the last N days" count back from it. */
  anchor: string;
  institutions: Institution[];
  addresses: InstitutionAddress[];
  accounts: Account[];
  teams: Team[];
  professionals: Professional[];
  cidTypes: CidType[];
  patients: Patient[];
  symptomTypes: SymptomType[];
  symptomReports: SymptomReport[];
  weeklyReports: WeeklyReport[];
  messages: PatientMessage[];
  /** The record tabs' data (seed/tabs.ts): history records, weekly answers, check-in notes, closed chats. */
  historyRecordTypes: HistoryRecordType[];
  historyRecords: HistoryRecord[];
  weeklyReportAnswers: WeeklyReportAnswer[];
  checkInNotes: CheckInNote[];
  chats: ClosedChat[];
  /** Announcements (seed/announcements.ts), newest last; a POST appends. */
  announcements: Announcement[];
  passwordResetTokens: PasswordResetToken[];
  invitationTokens: InvitationToken[];
}
