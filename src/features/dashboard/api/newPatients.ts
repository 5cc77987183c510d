import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { useHospitalId } from '@/session/useSession';
import { newPatientsPageSchema, type NewPatientsPage } from '../schemas';
import { keys } from '@/api/keys';

const PATH = 'api/dashboard/last-patients';
const NEW_PATIENTS_PAGE_SIZE = 10;
const SUMMARY_WINDOW_DAYS = 21;
export type NewPatientsPeriod = 0 | 7 | 30;

function fetchPage(hospitalId: number, days: number, page: number, limit: number, signal?: AbortSignal) {
  return apiRequest(PATH, newPatientsPageSchema, { query: { hospitalId, days, page, limit }, signal });
}

/** The widget's 21-day count: page 1, limit 1, read from TotalInfo. */
export const newPatientsCountQueryOptions = (hospitalId: number) =>
  queryOptions({
    queryKey: keys.dashboard.widget('new-patients-count', hospitalId),
    queryFn: ({ signal }) => fetchPage(hospitalId, SUMMARY_WINDOW_DAYS, 1, 1, signal),
    select: (page) => page.TotalInfo,
    meta: { persist: true },
  });

export function useNewPatientsCount() {
  return useQuery(newPatientsCountQueryOptions(useHospitalId()));
}

/**
 * The page after `last`, or undefined on the last page (current page equal to total pages). An
 * answer without its paging fields is taken as the page asked for, of TotalInfo ÷ page size.
 */
function nextPage(last: NewPatientsPage, asked: number): number | undefined {
  const current = last.CurrentPage ?? asked;
  const total = last.TotalPage ?? Math.ceil(last.TotalInfo / NEW_PATIENTS_PAGE_SIZE);
  return current < total ? current + 1 : undefined;
}

/** The modal's list, page by page (10 at a time); the last page is the one equal to TotalPage. */
const newPatientsListQueryOptions = (hospitalId: number, days: NewPatientsPeriod) =>
  infiniteQueryOptions({
    queryKey: keys.dashboard.newPatientsList(hospitalId, days),
    queryFn: ({ pageParam, signal }) => fetchPage(hospitalId, days, pageParam, NEW_PATIENTS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => nextPage(last, lastPage),
  });

export function useNewPatientsList(days: NewPatientsPeriod) {
  return useInfiniteQuery(newPatientsListQueryOptions(useHospitalId(), days));
}
