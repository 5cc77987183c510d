/** The name under which the list remembers where it was left (src/ui/list/lastListSearch.ts). */
export const PROFESSIONALS_LIST = 'professionals';

export interface ProfessionalListQuery {
  page: number;
  search: string;
  addressId?: number;
  teamId?: number;
}
