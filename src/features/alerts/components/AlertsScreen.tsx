import { useCallback, useMemo, useRef, useState } from 'react';
import { Tabs } from '@mantine/core';
import { messages } from '@/messages/screens';
import { formatAlertsStamp } from '@/lib/dates';
import { PageHeader } from '@/ui/PageHeader';
import { useQueryStamp } from '@/ui/useQueryStamp';
import { useMessageAlerts } from '../api/messageAlerts';
import { useSymptomAlerts } from '../api/symptomAlerts';
import { keys, type AlertListKind } from '@/api/keys';
import { useAlertsView } from '../useAlertsView';
import { useQueueShortcuts } from '../useQueueShortcuts';
import { useSeenAlerts } from '../useSeenAlerts';
import { PendingElsewhereNotice } from './PendingElsewhereNotice';
import { useTriageQueue } from '../useTriageQueue';
import { AlertListPanel } from './AlertListPanel';
import { AlertsTabLabel, tabCount } from './AlertsTabLabel';
import { ShortcutsHelp } from './ShortcutsHelp';
import { TriageToolbar } from './TriageToolbar';
import { NotifyControl } from '../notify/NotifyControl';
import { useOpenNotifiedCard } from '../notify/useOpenNotifiedCard';

const text = messages.alertsPage;

function isTab(value: string | null): value is AlertListKind {
  return value === 'symptoms' || value === 'messages';
}

/**
 * The pending alerts as a triage queue (docs/decisions/0022-triage-queue.md): two tabs, each in
 * the chosen order through its filters, with '/' to the filters and '?' to the keyboard help.
 */
export function AlertsScreen() {
  const { updatedAt, refresh, fetching } = useQueryStamp(keys.alerts.all);
  const view = useAlertsView();
  const symptoms = useSymptomAlerts();
  const alerts = useMessageAlerts();
  const seenSymptoms = useSeenAlerts('symptoms', symptoms.data?.items);
  const seenMessages = useSeenAlerts('messages', alerts.data?.items);
  const symptomQueue = useTriageQueue('symptoms', symptoms.data?.items, view.order, view.filters.symptoms);
  const messageQueue = useTriageQueue('messages', alerts.data?.items, view.order, view.filters.messages);
  const [helpOpen, setHelp] = useState(false);
  const firstFilter = useRef<HTMLSelectElement>(null);
  const openHelp = useCallback(() => setHelp(true), []);
  useQueueShortcuts(firstFilter, openHelp);
  useOpenNotifiedCard((view.tab === 'symptoms' ? symptomQueue : messageQueue).shown);

  const symptomTab = {
    label: text.symptoms,
    count: tabCount(symptoms.data),
    fresh: view.tab === 'symptoms' ? 0 : seenSymptoms.newCount,
    overdue: symptomQueue.overdueCount,
  };
  const messageTab = {
    label: text.messages,
    count: tabCount(alerts.data),
    fresh: view.tab === 'messages' ? 0 : seenMessages.newCount,
    overdue: messageQueue.overdueCount,
  };

  // The header does not change with the order or a filter: kept out of their renders.
  const header = useMemo(
    () => (
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        refreshLabel={text.refresh}
        stampLabel={text.updatedAt}
        stamp={formatAlertsStamp(updatedAt)}
        refreshing={fetching}
        onRefresh={() => void refresh()}
      />
    ),
    [updatedAt, fetching, refresh],
  );

  const panel = (kind: AlertListKind) => {
    const isSymptoms = kind === 'symptoms';
    const queue = isSymptoms ? symptomQueue : messageQueue;
    const query = isSymptoms ? symptoms : alerts;
    return (
      <AlertListPanel
        query={query}
        seen={isSymptoms ? seenSymptoms : seenMessages}
        queue={queue}
        texts={{
          listLabel: text.listLabel(isSymptoms ? text.symptoms : text.messages),
          failed: isSymptoms ? text.symptomsFailed : text.messagesFailed,
          reload: isSymptoms ? text.reloadSymptoms : text.reloadMessages,
          empty: isSymptoms ? text.noSymptoms : text.noMessages,
        }}
        toolbar={
          <TriageToolbar
            kind={kind}
            order={view.order}
            onOrder={view.setOrder}
            filters={view.filters[kind]}
            onFilters={view.setFilters}
            counts={queue.counts}
            names={queue.names}
            overdueCount={queue.overdueCount}
            shown={queue.shown?.length ?? 0}
            total={queue.total}
            firstFilterRef={firstFilter}
            onHelp={openHelp}
          />
        }
      />
    );
  };

  return (
    <>
      {header}
      <PendingElsewhereNotice />
      <NotifyControl />
      <Tabs value={view.tab} onChange={(value) => isTab(value) && view.setTab(value)} keepMounted={false}>
        <Tabs.List aria-label={text.tabsLabel} mb="md">
          <Tabs.Tab value="symptoms">
            <AlertsTabLabel {...symptomTab} />
          </Tabs.Tab>
          <Tabs.Tab value="messages">
            <AlertsTabLabel {...messageTab} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="symptoms">{panel('symptoms')}</Tabs.Panel>
        <Tabs.Panel value="messages">{panel('messages')}</Tabs.Panel>
      </Tabs>
      <ShortcutsHelp opened={helpOpen} onClose={() => setHelp(false)} />
    </>
  );
}
