import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/session/store';
import { AppLayout } from '@/features/layout/components/AppLayout';
import { addressesQueryOptions } from '@/features/layout/api/addresses';
import { appBadgeSupported } from '@/offline/appBadge';
import { lazyModule } from '@/ui/lazyModule';

// The badge's watcher (and the alert lists it keeps fresh) loads after the first paint, and only
// where the browser can show a badge.
const badge = lazyModule(() => import('@/features/alerts/components/PendingAlertsBadge'));

function AppRoute() {
  return (
    <>
      <AppLayout />
      {appBadgeSupported() && <badge.Lazy fallback={null} />}
    </>
  );
}

export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    const session = getSession();
    if (!session) throw redirect({ to: '/', replace: true });
    return { session };
  },
  // The top bar's addresses are asked for with the screen's own calls, sharing their token check,
  // rather than once the layout has rendered. Not awaited: the select shows its own states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(addressesQueryOptions());
  },
  component: AppRoute,
});
