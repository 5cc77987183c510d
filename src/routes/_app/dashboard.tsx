import { createFileRoute } from '@tanstack/react-router';
import { FEATURE_DASHBOARD, hasFeature } from '@/session/rules';
import { getSession } from '@/session/store';
import { DashboardScreen } from '@/features/dashboard/components/DashboardScreen';
import { PendingElsewhereNotice } from '@/features/alerts/components/PendingElsewhereNotice';
import { prefetchFrom } from '@/ui/prefetchFrom';
import { dashboardSearchSchema } from '@/features/dashboard/searchSchema';

export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: dashboardSearchSchema,
  // The gate: without feature 4 the widgets give way to the subscriber notice.
  beforeLoad: ({ context }) => ({ hasDashboard: hasFeature(context.features, FEATURE_DASHBOARD) }),
  // Starts every widget's call while the screen's code loads. Not awaited: each widget shows
  // its own loading and error states, and none waits for another. The calls' code (schemas
  // included) is a small chunk of its own, fetched alongside the screen's: in the route tree it
  // would weigh on every first load, the login screen's included. If it cannot load, each widget
  // asks for its data when it mounts.
  loader: ({ context }) => {
    if (!context.hasDashboard) return;
    const { queryClient } = context;
    // The address chosen now, not when the layout's guard ran: the choice may have changed since.
    const hospitalId = getSession()?.hospital.institutionAddressId ?? 0;
    prefetchFrom(
      () => import('@/features/dashboard/api/prefetch'),
      (m) => m.prefetchDashboard(queryClient, hospitalId),
    );
  },
  // The address notice counts what other addresses hold from the alerts' own lists.
  component: () => <DashboardScreen addressNotice={<PendingElsewhereNotice />} />,
});
