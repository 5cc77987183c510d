import { createFileRoute } from '@tanstack/react-router';
import { FEATURE_BI, hasFeature } from '@/session/rules';
import { BiScreen } from '@/features/bi/components/BiScreen';
import { prefetchFrom } from '@/ui/prefetchFrom';

export const Route = createFileRoute('/_app/bi')({
  // The gate: without feature 5 the report and the download give way to the subscriber notice,
  // and no BI call is made.
  beforeLoad: ({ context }) => ({ hasBi: hasFeature(context.features, FEATURE_BI) }),
  // Asks for the report's address while the screen's code loads; the call's code is a chunk of its
  // own (route files stay out of the first load's weight). Not awaited: the screen shows its states.
  loader: ({ context }) => {
    if (!context.hasBi) return;
    const { queryClient } = context;
    prefetchFrom(
      () => import('@/features/bi/api/reportUrl'),
      (m) => void queryClient.prefetchQuery(m.reportUrlQueryOptions()),
    );
  },
  component: BiScreen,
});
