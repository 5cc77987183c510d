import { useEffect, useState, type ReactNode } from 'react';
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
const AFTER_IDLE_MS = 1000;
// The severe-alert notifications, on every page, for a user who turned them on (decision 0029).
const notifier = lazyModule(() => import('@/features/alerts/notify/SevereAlertsNotifier'));

/**
 * Mounts `children` once the first calls have answered and the page stayed idle for a moment. A
 * component of its own: what it watches (every fetch starting and ending) re-renders it alone,
 * never the layout beside it, and it stops watching once `children` are in.
 */
function AfterFirstIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  return ready ? children : <IdleWatch onIdle={() => setReady(true)} />;
}

function IdleWatch({ onIdle }: { onIdle: () => void }) {
  const fetching = useIsFetching() > 0;
  useEffect(() => {
    if (fetching) return;
    const timer = setTimeout(onIdle, AFTER_IDLE_MS);
    return () => clearTimeout(timer);
  }, [fetching, onIdle]);
  return null;
}

/** The notifier while the user has notifications on and the browser allows them; its own re-renders. */
function Notifications() {
  const wanted = useNotifyOptIn() && notificationSupport() === 'granted';
  return wanted ? (
    <AfterFirstIdle>
      <notifier.Lazy fallback={null} failure={null} />
    </AfterFirstIdle>
  ) : null;
}

function AppShell() {
  return (
    <>
      <AppLayout />
      {appBadgeSupported() && (
        <AfterFirstIdle>
          <badge.Lazy fallback={null} />
        </AfterFirstIdle>
      )}
      <Notifications />
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
