import { useState } from 'react';
import { Badge, Tabs } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '@/messages/catalogue';
import { formatAlertsStamp } from '@/lib/dates';
import { PageHeader } from '@/ui/PageHeader';
import { useQueryStamp } from '@/ui/useQueryStamp';
import { useMessageAlerts } from '../api/messageAlerts';
import { useSymptomAlerts } from '../api/symptomAlerts';
import { formatTabCount } from '../format';
import { alertKeys } from '../keys';
import { AlertListPanel } from './AlertListPanel';

const text = messages.alertsPage;
type Tab = 'symptoms' | 'messages';

function isTab(value: string | null): value is Tab {
  return value === 'symptoms' || value === 'messages';
}

/** The tab's count once its list has loaded ('99+' above 99). */
function TabCount({ count }: { count: string | null }) {
  if (count === null) return null;
  return (
    <Badge size="sm" variant={count === '0' ? 'light' : 'filled'} circle={count.length === 1} aria-hidden>
      {count}
    </Badge>
  );
}

/** The tab's name with its count ('Sintomas, 12 pendentes'): the badge alone reads badly. */
function tabProps(label: string, query: UseQueryResult<unknown[]>) {
  const count = query.data ? formatTabCount(query.data.length) : null;
  return {
    'aria-label': count === null ? label : `${label}, ${text.countLabel(count)}`,
    rightSection: <TabCount count={count} />,
  };
}

export function AlertsScreen() {
  const { updatedAt, refresh, fetching } = useQueryStamp(alertKeys.all);
  const symptoms = useSymptomAlerts();
  const alerts = useMessageAlerts();
  const [tab, setTab] = useState<Tab>('symptoms');

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
          <Tabs.Tab value="symptoms" {...tabProps(text.symptoms, symptoms)}>
            {text.symptoms}
          </Tabs.Tab>
          <Tabs.Tab value="messages" {...tabProps(text.messages, alerts)}>
            {text.messages}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="symptoms">
          <AlertListPanel
            query={symptoms}
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
