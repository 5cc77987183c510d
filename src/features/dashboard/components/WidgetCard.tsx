import { memo, type ReactNode } from 'react';
import { ActionIcon, Anchor, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, getRouteApi, useRouter } from '@tanstack/react-router';
import { IconArrowLeft, IconDotsVertical } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '@/messages/screens';
import { formatDashboardStamp } from '@/lib/dates';
import { useConnectivity } from '@/offline/useConnectivity';
import { useSlowFetch } from '@/offline/useSlowFetch';
import { fold } from '@/lib/fold';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set when this tab opened a widget's details: closing them is then a step back. */
    widgetDetailsOpened?: boolean;
  }
}

const route = getRouteApi('/_app/dashboard');

/** The widget's name in the address: its title without accents, in lowercase words joined by '-'. */
function detailsSlug(title: string): string {
  return fold(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A widget's details as a step in the browser's history: opening them adds `?detalhes=` to the
 * address, Back (or 'Voltar', which goes back the same step) closes them, a reload opens them
 * again. Details opened by the address itself (a reload, a shared link) close by replacing it, so
 * that closing never leaves the console.
 */
function useDetailsInHistory(title: string) {
  const slug = detailsSlug(title);
  const open = route.useSearch({ select: (search) => search.detalhes === slug });
  const navigate = route.useNavigate();
  const router = useRouter();
  return {
    open,
    show: () => void navigate({ search: (prev) => ({ ...prev, detalhes: slug }), state: { widgetDetailsOpened: true } }),
    close: () => {
      if (router.state.location.state.widgetDetailsOpened) router.history.back();
      else void navigate({ search: (prev) => ({ ...prev, detalhes: undefined }), replace: true });
    },
  };
}

const m = messages.dashboard;

/** Which of the alerts page's lists a widget's link opens (its filters besides 'overdue'). */
export interface AlertsView {
  tab?: 'messages';
  symptom?: string;
}

interface Props<T> {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** The full-screen modal's body, rendered only while it is open. */
  details: () => ReactNode;
  /** The alerts behind the figure that wait too long, on the alerts page. */
  overdueAlerts?: AlertsView;
  skeletonHeight?: number;
}

/** One widget: its own loading, error (with a reload of this widget alone) and loaded states. */
export function WidgetCard<T>({ title, query, children, details, overdueAlerts, skeletonHeight = 72 }: Props<T>) {
  const history = useDetailsInHistory(title);
  const open = history.open;
  const { online } = useConnectivity();
  const slow = useSlowFetch(query.fetchStatus === 'fetching');
  const stale = !online || query.fetchStatus === 'paused' || slow;
  const titleId = `widget-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const failure = query.isError && (
    <Stack gap={6} align="flex-start" role="alert">
      <Text size="sm" c="red.8">
        {messages.widget.loadFailure}
      </Text>
      <Button size="xs" variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
        {messages.widget.reload}
      </Button>
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Title order={2} size="h5" id={titleId}>
          {title}
        </Title>
        <ActionIcon variant="subtle" color="gray" aria-label={m.openDetails(title)} onClick={history.show}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {query.isPending && query.fetchStatus === 'paused' ? (
        <Text size="sm" c="dimmed">
          {messages.offline.noCachedData}
        </Text>
      ) : query.isPending ? (
        <Skeleton height={skeletonHeight} radius="sm" role="status" aria-label={messages.common.loading} />
      ) : (
        <Stack gap="sm">
          {failure}
          {/* Data that loaded before stays readable, with its own stamp, when a later fetch fails,
              cannot go out or takes long. */}
          {query.data !== undefined && children(query.data)}
          {query.data !== undefined && overdueAlerts && (
            <Anchor size="sm" aria-describedby={titleId} renderRoot={(props) => <Link {...props} to="/alertas" search={{ ...overdueAlerts, overdue: true }} />}>
              {m.overdueAlerts}
            </Anchor>
          )}
          {query.data !== undefined && (stale || query.isError) && (
            <Text size="xs" c="dimmed">
              {messages.offline.staleSince(formatDashboardStamp(query.dataUpdatedAt))}
            </Text>
          )}
        </Stack>
      )}
      <DetailsModal open={open} onClose={history.close} title={title} details={details} />
    </Paper>
  );
}

interface DetailsProps {
  open: boolean;
  onClose: () => void;
  title: string;
  details: () => ReactNode;
}

/**
 * The full-screen details. Mounted closed (so that closing gives the focus back to the button that
 * opened them), and not rendered again while it stays closed: the widget renders when its call
 * starts and ends, and a closed modal is a dozen components for nothing (decision 0026).
 */
const DetailsModal = memo(
  function DetailsModal({ open, onClose, title, details }: DetailsProps) {
    return (
      <Modal
        opened={open}
        onClose={onClose}
        fullScreen
        title={title}
        withCloseButton={false}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        <Stack gap="md">
          <div>
            <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onClose}>
              {m.back}
            </Button>
          </div>
          {open && details()}
        </Stack>
      </Modal>
    );
  },
  (before, after) => !before.open && !after.open && before.title === after.title,
);
