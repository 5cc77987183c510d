import { getRouteApi } from '@tanstack/react-router';
import { messages } from '@/messages/catalogue';
import { formatDashboardStamp } from '@/lib/dates';
import { PageHeader } from '@/ui/PageHeader';
import { SubscriberNotice } from '@/ui/SubscriberNotice';
import { useQueryStamp } from '@/ui/useQueryStamp';
import { useConfig } from '@/config/useConfig';
import { dashboardKeys } from '../keys';

const route = getRouteApi('/_app/dashboard');

export function DashboardScreen() {
  const { hasDashboard } = route.useRouteContext();
  const { contactEmail } = useConfig();
  const { updatedAt, refresh, fetching } = useQueryStamp(dashboardKeys.all);

  if (!hasDashboard) {
    return (
      <SubscriberNotice
        image="/premium/dashboard.webp"
        mobileImage="/premium/dashboard-mobile.webp"
        contactEmail={contactEmail}
        text={messages.dashboard.subscribersText}
      />
    );
  }
  return (
    <PageHeader
      title={messages.dashboard.title}
      refreshLabel={messages.dashboard.refresh}
      stampLabel={messages.dashboard.updatedAt}
      stamp={formatDashboardStamp(updatedAt)}
      refreshing={fetching}
      onRefresh={() => void refresh()}
    />
  );
}
