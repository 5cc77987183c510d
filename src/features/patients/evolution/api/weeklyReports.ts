import { useQuery } from '@tanstack/react-query';
import { weeklyReportsSchema } from '../schemas';
import { patientAnswerQueryOptions } from './patientAnswer';
import { keys } from '@/api/keys';

/** `GET api/weeklyreport/patient/{id}` (spec 02 §7): the weekly reports, oldest first once read. */
const weeklyReportsQueryOptions = (patientId: string) =>
  patientAnswerQueryOptions(keys.evolution.weeklyReports(patientId), `api/weeklyreport/patient/${encodeURIComponent(patientId)}`, weeklyReportsSchema);

export function useWeeklyReports(patientId: string) {
  return useQuery(weeklyReportsQueryOptions(patientId));
}
