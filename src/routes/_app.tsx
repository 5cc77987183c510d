import { useEffect, useState } from 'react';
import { QueryClientProvider, useIsFetching } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession, recentlyExpired } from '@/session/store';
import { AppLayout } from '@/features/layout/components/AppLayout';
import { appBadgeSupported } from '@/offline/appBadge';
import { notificationSupport } from '@/offline/systemNotifications';
import { useNotifyOptIn } from '@/features/alerts/notify/optIn';
import { lazyModule } from '@/ui/lazyModule';
import { UiProvider } from '@/ui/UiProvider';
import { prefetchFrom } from '@/ui/prefetchFrom';

// The badge's watcher (and the alert lists it keeps fresh) loads only where the browser can show
// a badge, and only once the screen's own calls have answered: it is never urgent, and on the
// dashboard two more calls would share the browser's six connections with the widgets'.
const badge = lazyModule(() => import('@/features/alerts/components/PendingAlertsBadge'));
const BADGE_AFTER_IDLE_MS = 1000;
// The severe-alert notifications, on every page, for a user who turned them on (decision 0029).
const notifier = lazyModule(() => import('@/features/alerts/notify/SevereAlertsNotifier'));

function useAfterFirstIdle(enabled: boolean): boolean {
  const fetching = useIsFetching() > 0;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready || fetching) return;
    const timer = setTimeout(() => setReady(true), BADGE_AFTER_IDLE_MS);
    return () => clearTimeout(timer);
  }, [enabled, ready, fetching]);
  return ready;
}

function AppShell() {
  const showBadge = useAfterFirstIdle(appBadgeSupported());
  const wantsNotifications = useNotifyOptIn() && notificationSupport() === 'granted';
  const notify = useAfterFirstIdle(wantsNotifications) && wantsNotifications;
  return (
    <>
      <AppLayout />
      {showBadge && <badge.Lazy fallback={null} />}
      {notify && <notifier.Lazy fallback={null} failure={null} />}
    </>
  );
}

function AppRoute() {
  const queryClient = Route.useRouteContext({ select: (context) => context.queryClient });
  return (
    <QueryClientProvider client={queryClient}>
      {/* The root has no Mantine provider: the login route loads no Mantine code (decision 0027). */}
      <UiProvider>
        <AppShell />
      </UiProvider>
    </QueryClientProvider>
  );
}

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => {
    const session = getSession();
    if (!session) {
      // Ended by the server a moment ago (in another tab, say): the login says why.
      throw redirect({ to: '/', search: recentlyExpired() ? { message: 'sessionExpired' } : {}, replace: true });
    }
    // Loaded at boot with a stored session, or here after a sign-in: never on the public routes.
    // The features only, not the session: the router keeps its context while the console is
    // locked, and locked, no token or user may stay in memory (decision 0025).
    return { features: session.features, queryClient: await context.loadQueryClient() };
  },
  // The top bar's addresses are asked for with the screen's own calls, sharing their token check,
  // rather than once the layout has rendered. Not awaited: the select shows its own states.
  loader: ({ context }) => {
    prefetchFrom(
      () => import('@/features/layout/api/addresses'),
      (m) => void context.queryClient.prefetchQuery(m.addressesQueryOptions()),
    );
  },
  component: AppRoute,
});
