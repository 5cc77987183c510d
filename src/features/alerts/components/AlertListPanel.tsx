import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowList } from '@/api/list';
import { useConfig } from '@/config/useConfig';
import { messages } from '@/messages/screens';
import { formatDashboardStamp } from '@/lib/dates';
import { patientRecordUrl } from '@/lib/professionalApp';
import { useConnectivity } from '@/offline/useConnectivity';
import { useSlowFetch } from '@/offline/useSlowFetch';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { useBringIntoView } from '@/ui/useBringIntoView';
import type { PatientAlert } from '../schemas';
import type { useSeenAlerts } from '../useSeenAlerts';
import type { TriageQueue } from '../useTriageQueue';
import { waitingText, worseningText } from '../format';
import { alertMarks } from '../triage/marks';
import { waitingMinutes } from '../triage/waiting';
import { AlertCard } from './AlertCard';
import cardClasses from './AlertCard.module.css';
import { VirtualList } from './VirtualList';

interface PanelTexts {
  listLabel: string;
  failed: string;
  reload: string;
  empty: string;
}

type Seen = ReturnType<typeof useSeenAlerts>;

// A symptom card with every field is about this tall at 1280 px; measured heights replace it.
const ESTIMATED_CARD_HEIGHT = 150;
const SKELETON_CARDS = 4;

/**
 * Records what the user saw of the list when they stop looking at it: another tab, another page,
 * the window hidden.
 */
function useRecordLook(items: readonly PatientAlert[] | undefined, seen: Seen) {
  const latest = useRef({ items, markAllSeen: seen.markAllSeen });
  useEffect(() => {
    latest.current = { items, markAllSeen: seen.markAllSeen };
  });
  useEffect(() => {
    const recordLook = () => {
      const { items: shown, markAllSeen: record } = latest.current;
      if (shown) record(shown);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && recordLook();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      recordLook();
    };
  }, []);
}

interface Props {
  query: UseQueryResult<RowList<PatientAlert>>;
  texts: PanelTexts;
  seen: Seen;
  queue: TriageQueue;
  /** The order and filters, shown once there is a list to order. */
  toolbar: ReactNode;
}

/**
 * One tab's body: skeleton while loading, its own error and reload, the empty text, or the queue
 * in its order through its filters.
 */
export function AlertListPanel({ query, texts, seen, queue, toolbar }: Props) {
  const { professionalAppUrl } = useConfig();
  const { data, isPending, isError, isFetching, refetch, fetchStatus, dataUpdatedAt } = query;
  const { online } = useConnectivity();
  const slow = useSlowFetch(fetchStatus === 'fetching');
  useRecordLook(data?.items, seen);

  if (isPending && fetchStatus === 'paused') {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {messages.offline.noCachedData}
      </Text>
    );
  }
  if (isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Skeleton key={i} height={ESTIMATED_CARD_HEIGHT - 20} radius="md" />
        ))}
      </Stack>
    );
  }

  const failure = isError && <PanelFailure texts={texts} stale={data !== undefined} retrying={isFetching} onRetry={() => void refetch()} />;

  // A failed refresh keeps the last list on screen under its error; a slow one under its stamp.
  if (!data) return failure;
  const { items, unreadable } = data;
  const shown = queue.shown ?? [];
  const stale = !online || fetchStatus === 'paused' || isError || slow;
  return (
    <Stack gap="sm">
      {failure}
      {stale && (
        <Text size="sm" c="dimmed">
          {messages.offline.staleSince(formatDashboardStamp(dataUpdatedAt))}
        </Text>
      )}
      <UnreadableNotice count={unreadable} text={messages.unreadable.alerts} />
      {items.length > 0 && toolbar}
      {items.length === 0 && unreadable === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {texts.empty}
        </Text>
      ) : items.length > 0 && shown.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {messages.alertsPage.noMatch}
        </Text>
      ) : (
        // One size container for every card (they share the list's width): a container per card
        // has the layout of each card resolve that card's styles again.
        <div className={cardClasses.cards}>
          <VirtualList
            count={shown.length}
            label={texts.listLabel}
            estimateSize={ESTIMATED_CARD_HEIGHT}
            renderItem={(index) => {
              const row = shown[index];
              if (!row) return null;
              const { alert, at } = row;
              // The rule the notifications read too (triage/marks.ts), with the queue's own overdue
              // rule, the one its count and filter use.
              const marks = alertMarks(row, queue);
              return (
                <AlertCard
                  alert={alert}
                  href={patientRecordUrl(professionalAppUrl, alert.Id)}
                  isNew={seen.isNew(alert)}
                  waiting={at === null ? null : waitingText(waitingMinutes(at, queue.now))}
                  overdue={marks.overdue}
                  worsened={marks.worsened ? worseningText(marks.worsened) : null}
                  onOpen={seen.markSeen}
                />
              );
            }}
          />
        </div>
      )}
    </Stack>
  );
}

/**
 * The tab's load failure with its reload. A list that never loaded brings it into view, as every
 * alert of §8 does; a failed refresh (polled in the background) above the last list does not move
 * the page away from the card the clinician is reading. A retry that fails again does not scroll.
 */
function PanelFailure({ texts, stale, retrying, onRetry }: { texts: PanelTexts; stale: boolean; retrying: boolean; onRetry: () => void }) {
  const ref = useBringIntoView(stale ? null : texts.failed);
  return (
    <Alert ref={ref} color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{texts.failed}</Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} loading={retrying} onClick={onRetry}>
          {texts.reload}
        </Button>
      </Stack>
    </Alert>
  );
}
