import { queryOptions, useQuery } from '@tanstack/react-query';
import type { core } from 'zod/mini';
import { apiRequest } from '@/api/client';
import { useHospitalId } from '@/session/useSession';
import { newPatientsMonthlySchema, performanceStatusMonthlySchema } from '../schemas';
import { keys } from '@/api/keys';

export interface MonthRangeQuery {
  start: string | null;
  end: string | null;
}

/** A monthly series between two MM/YYYY months. */
function monthlyQueryOptions<S extends core.$ZodType>(
  name: 'performance-status' | 'new-patients',
  path: string,
  schema: S,
  hospitalId: number,
  start: string,
  end: string,
) {
  return queryOptions({
    queryKey: keys.dashboard.monthly(name, hospitalId, start, end),
    queryFn: ({ signal }) => apiRequest(path, schema, { query: { hospitalId, startDate: start, endDate: end }, signal }),
  });
}

const performanceStatusMonthlyQueryOptions = (hospitalId: number, start: string, end: string) =>
  monthlyQueryOptions('performance-status', 'api/dashboard/performance-status-all', performanceStatusMonthlySchema, hospitalId, start, end);

const newPatientsMonthlyQueryOptions = (hospitalId: number, start: string, end: string) =>
  monthlyQueryOptions('new-patients', 'api/dashboard/last-patients-all', newPatientsMonthlySchema, hospitalId, start, end);

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
