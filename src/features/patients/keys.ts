import { queryKeys } from '@/api/keys';

/** The name under which the list remembers where it was left (src/ui/list/lastListSearch.ts). */
export const PATIENTS_LIST = 'patients';

export interface PatientListQuery {
  page: number;
  search: string;
  addressId?: number;
  teamId?: number;
}

export const patientKeys = queryKeys('patients');
