import { createFileRoute } from '@tanstack/react-router';
import { FEATURE_DASHBOARD, hasFeature } from '@/session/rules';
import { prefetchDashboard } from '@/features/dashboard/api/prefetch';
import { DashboardScreen } from '@/features/dashboard/components/DashboardScreen';

export const Route = createFileRoute('/_app/dashboard')({
  // The gate: without feature 4 the widgets give way to the subscriber notice.
  beforeLoad: ({ context }) => ({ hasDashboard: hasFeature(context.session.features, FEATURE_DASHBOARD) }),
  // Starts every widget's call while the screen's code loads. Not awaited: each widget shows
  // its own loading and error states, and none waits for another.
  loader: ({ context }) => {
    if (context.hasDashboard) prefetchDashboard(context.queryClient, context.session.hospital.institutionAddressId);
  },
  component: DashboardScreen,
});
