import { queryKeys } from '@/api/keys';

/** The name under which the list remembers where it was left (src/ui/list/lastListSearch.ts). */
export const TEAMS_LIST = 'teams';

export interface TeamListQuery {
  page: number;
  search: string;
}

export const teamKeys = {
  ...queryKeys('teams'),
  /** The team's professionals and who of them navigates (`GET api/team/{id}/professionals`). */
  members: (id: string) => [...queryKeys('teams').detail(id), 'members'] as const,
};
