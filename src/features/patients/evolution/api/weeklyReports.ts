import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { evolutionKeys } from '../../keys';
import { weeklyReportsSchema } from '../schemas';

/** `GET api/weeklyreport/patient/{id}` (spec 02 §7): the weekly reports, oldest first once read. */
export function fetchWeeklyReports(patientId: string, signal?: AbortSignal) {
  return apiRequest(`api/weeklyreport/patient/${encodeURIComponent(patientId)}`, weeklyReportsSchema, { signal });
}

export const weeklyReportsQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: evolutionKeys.weeklyReports(patientId),
    queryFn: ({ signal }) => fetchWeeklyReports(patientId, signal),
  });

export function useWeeklyReports(patientId: string) {
  return useQuery(weeklyReportsQueryOptions(patientId));
}
