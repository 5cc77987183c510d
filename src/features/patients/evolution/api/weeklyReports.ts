import { useQuery } from '@tanstack/react-query';
import { evolutionKeys } from '../../keys';
import { weeklyReportsSchema } from '../schemas';
import { patientAnswerQueryOptions } from './patientAnswer';

/** `GET api/weeklyreport/patient/{id}` (spec 02 §7): the weekly reports, oldest first once read. */
export const weeklyReportsQueryOptions = (patientId: string) =>
  patientAnswerQueryOptions(evolutionKeys.weeklyReports(patientId), `api/weeklyreport/patient/${encodeURIComponent(patientId)}`, weeklyReportsSchema);

export function useWeeklyReports(patientId: string) {
  return useQuery(weeklyReportsQueryOptions(patientId));
}
