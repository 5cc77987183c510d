/** Announcements (Comunicados, spec 02 §3): what the staff sent to the patients of some teams. */

/** Who sent an announcement: a professional of the institution or a console user (a demo login). */
export interface AnnouncementSender {
  Id: number;
  Name: string;
}

/** One patient an announcement reached, and whether the patient read it in the app. */
export interface AnnouncementRecipient {
  PatientId: number;
  IsRead: boolean;
}

export interface Announcement {
  Id: number;
  InstitutionId: number;
  /** ISO instant (UTC) of the sending. */
  DateAndTime: string;
  Title: string;
  Message: string;
  /** The teams it was sent to, in the order they were chosen. */
  TeamIds: number[];
  Sender: AnnouncementSender;
  /** The patients of those teams when it was sent. */
  Recipients: AnnouncementRecipient[];
}
