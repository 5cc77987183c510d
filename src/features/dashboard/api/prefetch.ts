import type { QueryClient } from '@tanstack/react-query';
import { totalsQueryOptions } from './totals';
import { performanceStatusQueryOptions } from './performanceStatus';
import { treatmentsQueryOptions } from './treatments';
import { activeDoctorsQueryOptions } from './activeDoctors';
import { cidDistributionQueryOptions } from './cidDistribution';
import { painPatientsQueryOptions } from './pain';
import { feverPatientsQueryOptions } from './fever';
import { weeklyReportsQueryOptions } from './weeklyReports';
import { symptomReportsQueryOptions } from './symptoms';
import { demandsQueryOptions } from './demands';
import { newPatientsCountQueryOptions } from './newPatients';

/**
 * Starts every widget's call in the same tick, while the screen's code loads: the calls share one
 * token check and none waits for another. Not awaited: each widget shows its own state.
 */
export function prefetchDashboard(queryClient: QueryClient, hospitalId: number): void {
  void queryClient.prefetchQuery(totalsQueryOptions(hospitalId));
  void queryClient.prefetchQuery(performanceStatusQueryOptions(hospitalId));
  void queryClient.prefetchQuery(treatmentsQueryOptions(hospitalId));
  void queryClient.prefetchQuery(activeDoctorsQueryOptions(hospitalId));
  void queryClient.prefetchQuery(cidDistributionQueryOptions(hospitalId));
  void queryClient.prefetchQuery(painPatientsQueryOptions(hospitalId));
  void queryClient.prefetchQuery(feverPatientsQueryOptions(hospitalId));
  void queryClient.prefetchQuery(weeklyReportsQueryOptions(hospitalId));
  void queryClient.prefetchQuery(symptomReportsQueryOptions(hospitalId));
  void queryClient.prefetchQuery(demandsQueryOptions(hospitalId));
  void queryClient.prefetchQuery(newPatientsCountQueryOptions(hospitalId));
}
