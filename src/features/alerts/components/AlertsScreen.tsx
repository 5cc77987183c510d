import { messages } from '@/messages/catalogue';
import { formatAlertsStamp } from '@/lib/dates';
import { PageHeader } from '@/ui/PageHeader';
import { useQueryStamp } from '@/ui/useQueryStamp';
import { alertKeys } from '../keys';

export function AlertsScreen() {
  const { updatedAt, refresh, fetching } = useQueryStamp(alertKeys.all);
  return (
    <PageHeader
      title={messages.alertsPage.title}
      subtitle={messages.alertsPage.subtitle}
      refreshLabel={messages.alertsPage.refresh}
      stampLabel={messages.alertsPage.updatedAt}
      stamp={formatAlertsStamp(updatedAt)}
      refreshing={fetching}
      onRefresh={() => void refresh()}
    />
  );
}
