/** The name under which the list remembers where it was left (src/ui/list/lastListSearch.ts). */
export const TEAMS_LIST = 'teams';

export interface TeamListQuery {
  page: number;
  search: string;
}
