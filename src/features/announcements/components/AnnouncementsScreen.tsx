import { useState } from 'react';
import { Button, Stack, Text, Title, Group, Box } from '@mantine/core';
import { Link, getRouteApi } from '@tanstack/react-router';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { BLANK, formatDateTime } from '@/lib/format';
import { messages } from '@/messages/screens';
import { AlertMessage } from '@/ui/AlertMessage';
import { DataList, type Column } from '@/ui/list/DataList';
import { useListRoute } from '@/ui/list/useListRoute';
import { useAnnouncementList } from '../api/announcementList';
import { ANNOUNCEMENTS_LIST } from '../listQuery';
import type { Announcement } from '../schemas';
import { DayFilter } from './DayFilter';
import { ReadersModal } from './ReadersModal';

const route = getRouteApi('/_app/comunicados/');

const m = messages.announcements;

function columns(open: (announcement: Announcement) => void): Column<Announcement>[] {
  return [
    {
      key: 'date',
      title: m.date,
      render: (a) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(a.at) || BLANK}
        </Text>
      ),
    },
    {
      key: 'title',
      title: m.headline,
      render: (a) => (
        <Text size="sm" fw={600}>
          {a.title ?? BLANK}
        </Text>
      ),
    },
    {
      key: 'message',
      title: m.message,
      // Three lines in the row; a tap or Enter opens the whole text (a tooltip never shows on a tablet).
      render: (a) =>
        a.message === null ? (
          BLANK
        ) : (
          <Stack gap={2} align="flex-start" maw={360}>
            <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {a.message}
            </Text>
            <Button variant="subtle" size="compact-xs" px={0} onClick={() => open(a)} aria-label={m.readWhole(a.title ?? BLANK)}>
              {m.readWholeShort}
            </Button>
          </Stack>
        ),
    },
    { key: 'sender', title: m.sender, render: (a) => a.sender ?? BLANK },
    { key: 'teams', title: m.teams, render: (a) => (a.teams.length > 0 ? a.teams.join(', ') : BLANK) },
    {
      key: 'reads',
      title: m.reads,
      actions: true,
      render: (a) => (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconUsers size={14} aria-hidden />}
          onClick={() => open(a)}
          aria-label={m.readersButton(a.readCount, a.readers.items.length, a.title ?? BLANK)}
        >
          {m.readCount(a.readCount, a.readers.items.length)}
        </Button>
      ),
    },
  ];
}

/** Comunique seus Pacientes (spec 02 §2): a day filter, the paged list, 'Novo Comunicado', who read each. */
export function AnnouncementsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useAnnouncementList({ page: search.page, date: search.date });
  const [open, setOpen] = useState<Announcement | null>(null);
  const { controls, arrival } = useListRoute(ANNOUNCEMENTS_LIST, search, (update, options) => void navigate({ search: update, ...options }), query);

  return (
    <Stack gap={0}>
      {arrival.alert && (
        <Box mb="md">
          <AlertMessage alert={arrival.alert} onClose={arrival.close} />
        </Box>
      )}
      <Group justify="space-between" align="center" wrap="wrap" gap="sm" mb="md">
        <Title order={1} size="h2">
          {m.title}
        </Title>
        <Button component={Link} to="/comunicados/enviar" leftSection={<IconPlus size={16} aria-hidden />}>
          {m.newAnnouncement}
        </Button>
      </Group>
      <Group mb="md">
        <DayFilter value={search.date} onChange={(date) => controls.setFilters({ date })} />
      </Group>
      <DataList
        label={m.listLabel}
        columns={columns(setOpen)}
        rowKey={(a) => a.id ?? `${a.at ?? ''}-${a.title ?? ''}`}
        query={query}
        unreadableText={m.unreadable}
        onPageChange={(page) => controls.setPage(page)}
      />
      <ReadersModal announcement={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
