import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { useHospitalId } from '@/session/useSession';
import { dashboardKeys } from '../keys';
import { newPatientsMonthlySchema, performanceStatusMonthlySchema } from '../schemas';

export interface MonthRangeQuery {
  start: string | null;
  end: string | null;
}

/** Monthly performance status between two MM/YYYY months. */
export const performanceStatusMonthlyQueryOptions = (hospitalId: number, start: string, end: string) =>
  queryOptions({
    queryKey: dashboardKeys.monthly('performance-status', hospitalId, start, end),
    queryFn: ({ signal }) =>
      apiRequest('api/dashboard/performance-status-all', performanceStatusMonthlySchema, {
        query: { hospitalId, startDate: start, endDate: end },
        signal,
      }),
  });

/** Monthly new/active patients between two MM/YYYY months. */
export const newPatientsMonthlyQueryOptions = (hospitalId: number, start: string, end: string) =>
  queryOptions({
    queryKey: dashboardKeys.monthly('new-patients', hospitalId, start, end),
    queryFn: ({ signal }) =>
      apiRequest('api/dashboard/last-patients-all', newPatientsMonthlySchema, {
        query: { hospitalId, startDate: start, endDate: end },
        signal,
      }),
  });

// A range query goes out only when both ends are set (spec 01 §5).
export function usePerformanceStatusMonthly({ start, end }: MonthRangeQuery) {
  const hospitalId = useHospitalId();
  return useQuery({
    ...performanceStatusMonthlyQueryOptions(hospitalId, start ?? '', end ?? ''),
    enabled: Boolean(start && end),
  });
}

export function useNewPatientsMonthly({ start, end }: MonthRangeQuery) {
  const hospitalId = useHospitalId();
  return useQuery({
    ...newPatientsMonthlyQueryOptions(hospitalId, start ?? '', end ?? ''),
    enabled: Boolean(start && end),
  });
}
