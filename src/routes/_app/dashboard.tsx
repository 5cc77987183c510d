import { createFileRoute } from '@tanstack/react-router';
import { FEATURE_DASHBOARD, hasFeature } from '@/session/rules';
import { DashboardScreen } from '@/features/dashboard/components/DashboardScreen';

export const Route = createFileRoute('/_app/dashboard')({
  // The gate: without feature 4 the widgets give way to the subscriber notice.
  beforeLoad: ({ context }) => ({ hasDashboard: hasFeature(context.session.features, FEATURE_DASHBOARD) }),
  // Starts the widgets' calls while the screen's code loads; imported lazily so that the API
  // modules stay out of the entry chunk, and not awaited so that no widget waits for another.
  loader: ({ context }) => {
    if (!context.hasDashboard) return;
    const hospitalId = context.session.hospital.institutionAddressId;
    void import('@/features/dashboard/api/prefetch').then((m) => m.prefetchDashboard(context.queryClient, hospitalId));
  },
  component: DashboardScreen,
});
