import { useState } from 'react';
import { Badge, ColorSwatch, Group, Tabs, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowList } from '@/api/list';
import { messages } from '@/messages/screens';
import { formatAlertsStamp } from '@/lib/dates';
import { PageHeader } from '@/ui/PageHeader';
import { useQueryStamp } from '@/ui/useQueryStamp';
import { useMessageAlerts } from '../api/messageAlerts';
import { useSymptomAlerts } from '../api/symptomAlerts';
import { formatTabCount, pendingCount } from '../format';
import { keys, type AlertListKind } from '@/api/keys';
import type { PatientAlert } from '../schemas';
import { useSeenAlerts } from '../useSeenAlerts';
import { NEW_COLOR } from './AlertCard';
import { AlertListPanel } from './AlertListPanel';

const text = messages.alertsPage;

function isTab(value: string | null): value is AlertListKind {
  return value === 'symptoms' || value === 'messages';
}

/**
 * The tab's label with its count once the list has loaded ('99+' above 99) and a dot when some
 * are new. Its name is read from what it shows plus words only a screen reader needs ('Sintomas
 * 12 pendentes, 2 novos'), so that the name starts with the visible text, as speech input
 * expects. Rows that could not be read are pending alerts too, and count.
 */
function TabLabel({ label, query, fresh }: { label: string; query: UseQueryResult<RowList<PatientAlert>>; fresh: number }) {
  const count = query.data ? formatTabCount(pendingCount(query.data)) : null;
  if (count === null) return label;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {label}{' '}
      <Badge size="sm" variant={count === '0' ? 'light' : 'filled'} circle={count.length === 1}>
        {count}
      </Badge>
      <VisuallyHidden>{` ${text.pending}${fresh > 0 ? `, ${text.newCount(fresh)}` : ''}`}</VisuallyHidden>
      {fresh > 0 && <ColorSwatch aria-hidden color={NEW_COLOR} size={10} withShadow={false} />}
    </Group>
  );
}

export function AlertsScreen() {
  const { updatedAt, refresh, fetching } = useQueryStamp(keys.alerts.all);
  const symptoms = useSymptomAlerts();
  const alerts = useMessageAlerts();
  const seenSymptoms = useSeenAlerts('symptoms', symptoms.data?.items);
  const seenMessages = useSeenAlerts('messages', alerts.data?.items);
  const [tab, setTab] = useState<AlertListKind>('symptoms');

  return (
    <>
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        refreshLabel={text.refresh}
        stampLabel={text.updatedAt}
        stamp={formatAlertsStamp(updatedAt)}
        refreshing={fetching}
        onRefresh={() => void refresh()}
      />
      <Tabs value={tab} onChange={(value) => isTab(value) && setTab(value)} keepMounted={false}>
        <Tabs.List aria-label={text.tabsLabel} mb="md">
          <Tabs.Tab value="symptoms">
            <TabLabel label={text.symptoms} query={symptoms} fresh={tab === 'symptoms' ? 0 : seenSymptoms.newCount} />
          </Tabs.Tab>
          <Tabs.Tab value="messages">
            <TabLabel label={text.messages} query={alerts} fresh={tab === 'messages' ? 0 : seenMessages.newCount} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="symptoms">
          <AlertListPanel
            query={symptoms}
            seen={seenSymptoms}
            texts={{
              listLabel: text.listLabel(text.symptoms),
              failed: text.symptomsFailed,
              reload: text.reloadSymptoms,
              empty: text.noSymptoms,
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <AlertListPanel
            query={alerts}
            seen={seenMessages}
            texts={{
              listLabel: text.listLabel(text.messages),
              failed: text.messagesFailed,
              reload: text.reloadMessages,
              empty: text.noMessages,
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
