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

/**
 * Evolução Clínica (spec 02 §7): the tab's three answers, apart from `detail(id)` (the record), so
 * that a save of the Ficha, which invalidates the record, does not refetch the charts and lists.
 */
const evolutionAll = (patientId: string) => [...patientKeys.all, 'evolution', patientId] as const;

export const evolutionKeys = {
  all: evolutionAll,
  weeklyReports: (patientId: string) => [...evolutionAll(patientId), 'weekly-reports'] as const,
  painReadings: (patientId: string) => [...evolutionAll(patientId), 'pain-readings'] as const,
  symptoms: (patientId: string) => [...evolutionAll(patientId), 'symptoms'] as const,
};

/** Registros (spec 02 §7): a patient's history records, by page. */
export interface HistoryRecordListQuery {
  patientId: string;
  page: number;
}

/**
 * Registros: apart from `patientKeys`, so that a save of the Ficha does not refetch the records.
 * `list({ patientId })` matches every page of one patient (TanStack Query compares keys partially).
 */
export const historyRecordKeys = {
  ...queryKeys('historyRecords'),
  types: () => ['historyRecords', 'types'] as const,
};
