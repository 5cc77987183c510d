/** The name under which the list remembers where it was left (src/ui/list/lastListSearch.ts). */
export const PATIENTS_LIST = 'patients';

export interface PatientListQuery {
  page: number;
  search: string;
  addressId?: number;
  teamId?: number;
}

/** Registros (spec 02 §7): a patient's history records, by page. */
export interface HistoryRecordListQuery {
  patientId: string;
  page: number;
}
