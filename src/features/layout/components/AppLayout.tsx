import { Alert, AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { useSession } from '@/session/useSession';
import { FullPageLoader } from '@/ui/FullPageLoader';
import { OfflineBanner } from '@/offline/OfflineBanner';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { RenderedLater } from '@/ui/useRenderedLater';
import { ReopenedNotice } from './ReopenedNotice';

// 769 px: at 768 px or less (tablets) the menu collapses behind the burger.
const MENU_BREAKPOINT = 769;

export function AppLayout() {
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Read at the first render: the hook's default answers in an effect, which rendered the whole
  // layout a second time on every load.
  const collapsible = useMediaQuery(`(max-width: ${MENU_BREAKPOINT - 1}px)`, undefined, { getInitialValueInEffect: false });
  // Between the end of a session and the guard's redirect, nothing signed-in may render.
  if (!session) return <FullPageLoader />;
  const { user } = session;
  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 232, breakpoint: MENU_BREAKPOINT, collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <TopBar menuOpened={opened} onToggleMenu={toggle} />
      </AppShell.Header>
      {/* A collapsed menu is off screen: keep it out of the tab order and the accessibility tree. */}
      <AppShell.Navbar inert={collapsible && !opened}>
        <SideMenu onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <ReopenedNotice name={user.Name} />
        <OfflineBanner />
        {/* Without the days left the banner would say nothing true: none. */}
        {user.IsTrial && user.TrialRemainingDays !== null && (
          <Alert color="yellow" variant="light" mb="md" role="status">
            {messages.layout.trial(user.TrialRemainingDays)}
          </Alert>
        )}
        {/* The screen renders after the layout's first commit, in a transition: layout and screen
            in one synchronous render were the longest task of every signed-in load (decision 0026). */}
        <RenderedLater>
          <Outlet />
        </RenderedLater>
      </AppShell.Main>
    </AppShell>
  );
}
