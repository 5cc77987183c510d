import { useState } from 'react';
import { Badge, Group, Tabs } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowList } from '@/api/list';
import { messages } from '@/messages/catalogue';
import { formatAlertsStamp } from '@/lib/dates';
import { PageHeader } from '@/ui/PageHeader';
import { useQueryStamp } from '@/ui/useQueryStamp';
import { useMessageAlerts } from '../api/messageAlerts';
import { useSymptomAlerts } from '../api/symptomAlerts';
import { formatTabCount, pendingCount } from '../format';
import { alertKeys, type AlertListKind } from '../keys';
import type { PatientAlert } from '../schemas';
import { useSeenAlerts } from '../useSeenAlerts';
import { AlertListPanel } from './AlertListPanel';

const text = messages.alertsPage;

function isTab(value: string | null): value is AlertListKind {
  return value === 'symptoms' || value === 'messages';
}

/** The tab's count once its list has loaded ('99+' above 99), and how many are new. */
function TabCount({ count, fresh }: { count: string | null; fresh: number }) {
  if (count === null) return null;
  return (
    <Group gap={4} wrap="nowrap" aria-hidden>
      <Badge size="sm" variant={count === '0' ? 'light' : 'filled'} circle={count.length === 1}>
        {count}
      </Badge>
      {fresh > 0 && (
        <Badge size="sm" variant="filled" color="orange.9">
          {text.newCount(fresh)}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The tab's name with its counts ('Sintomas, 12 pendentes, 2 novos'): the badges alone read
 * badly. Rows that could not be read are pending alerts too, and count.
 */
function tabProps(label: string, query: UseQueryResult<RowList<PatientAlert>>, fresh: number) {
  const count = query.data ? formatTabCount(pendingCount(query.data)) : null;
  const spoken = [label, count === null ? null : text.countLabel(count), fresh > 0 ? text.newCount(fresh) : null];
  return {
    'aria-label': spoken.filter(Boolean).join(', '),
    rightSection: <TabCount count={count} fresh={fresh} />,
  };
}

export function AlertsScreen() {
  const { updatedAt, refresh, fetching } = useQueryStamp(alertKeys.all);
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
          <Tabs.Tab value="symptoms" {...tabProps(text.symptoms, symptoms, tab === 'symptoms' ? 0 : seenSymptoms.newCount)}>
            {text.symptoms}
          </Tabs.Tab>
          <Tabs.Tab value="messages" {...tabProps(text.messages, alerts, tab === 'messages' ? 0 : seenMessages.newCount)}>
            {text.messages}
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
