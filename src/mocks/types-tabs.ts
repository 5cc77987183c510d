/** What the patient record's tabs read (spec 02 §3): history records, weekly answers, check-ins, chats. */

/** A kind of history record. Type 1 has no end date; type 4 has no dates and no notes (spec 02 §2). */
export interface HistoryRecordType {
  Id: number;
  Name: string;
}

/** A record the staff keep on the patient's history (Registros). Dates are ISO days, YYYY-MM-DD. */
export interface HistoryRecord {
  Id: number;
  PatientId: number;
  HistoryRecordTypeId: number;
  InitialDate: string | null;
  EndDate: string | null;
  HistoryRecordNotes: string | null;
}

/** The quality-of-life items of one weekly report (each 1 to 3), in the order of `weeklyReportItems`. */
export interface WeeklyReportAnswer {
  WeeklyReportId: number;
  Intensities: number[];
}

/**
 * What a symptom check-in says besides its symptoms: that the patient felt nothing, or that a
 * symptom was missing from the app's list (described in `Message`), or a free message. A note
 * whose instant has no symptom report is a check-in of its own (without symptoms).
 */
export interface CheckInNote {
  PatientId: number;
  /** ISO instant; the same as the symptom reports of the check-in it belongs to, if any. */
  DateAndTime: string;
  NoSymptoms: boolean;
  MissingSymptom: boolean;
  Message: string | null;
}

export type ChatOrigin = 'Doctor' | 'Professional' | 'Patient';

/** A file sent in a chat message. */
export interface ChatAttachment {
  Id: number;
  /** ASCII file name with its extension. */
  Name: string;
  FileType: 'pdf' | 'png';
}

export interface ChatMessage {
  Id: number;
  DateAndTime: string;
  Origin: ChatOrigin;
  /** The patient's name, or the professional's (a doctor's with Dr./Dra.). */
  SenderName: string;
  Message: string;
  AttachedDocument: ChatAttachment | null;
}

/** A closed chat (a ticket the team answered and closed); its id is the ticket's. */
export interface ClosedChat {
  Id: number;
  PatientId: number;
  /** When the patient opened it: its first message. */
  Date: string;
  Messages: ChatMessage[];
}
