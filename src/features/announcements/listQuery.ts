/** The name under which the list remembers where it was left (src/ui/list/lastListSearch.ts). */
export const ANNOUNCEMENTS_LIST = 'announcements';

export interface AnnouncementListQuery {
  page: number;
  /** A day, YYYY-MM-DD, or undefined for every day. */
  date: string | undefined;
}
