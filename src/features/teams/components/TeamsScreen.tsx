import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link, getRouteApi } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import type { TeamOption } from '@/api/reference/teams';
import { messages } from '@/messages/screens';
import { FEATURE_TEAM_ADD, hasFeature } from '@/session/rules';
import { useRequiredSession } from '@/session/useSession';
import { DataList, type Column } from '@/ui/list/DataList';
import { EditLink } from '@/ui/list/EditLink';
import { ListHeader } from '@/ui/list/ListHeader';
import { StatusBadge } from '@/ui/list/StatusBadge';
import { useListRoute } from '@/ui/list/useListRoute';
import { useTeamList } from '../api/teamList';
import { TEAMS_LIST } from '../listQuery';

const route = getRouteApi('/_app/equipes/');

const columns: Column<TeamOption>[] = [
  { key: 'name', title: messages.teams.nameColumn, render: (team) => team.Name },
  { key: 'status', title: messages.teams.statusColumn, render: (team) => <StatusBadge status={team.Status} /> },
  {
    key: 'edit',
    title: <VisuallyHidden>{messages.list.actions}</VisuallyHidden>,
    actions: true,
    render: (team) => <EditLink name={team.Name} link={{ to: '/equipes/editar/$id', params: { id: team.Id } }} />,
  },
];

/** Equipes (spec 02 §2): search by name, add (feature 3), status and edit per row, pages. */
export function TeamsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canAdd = hasFeature(useRequiredSession().features, FEATURE_TEAM_ADD);
  const query = useTeamList({ page: search.page, search: search.search });

  const { controls, arrival } = useListRoute(TEAMS_LIST, search, (update, options) => void navigate({ search: update, ...options }), query);

  return (
    <Stack gap={0}>
      <ListHeader
        arrival={arrival}
        title={messages.teams.title}
        action={
          <Group gap="xs" align="center">
            {!canAdd && (
              <Text size="sm" c="dimmed" id="team-add-hint">
                {messages.list.addDisabled}
              </Text>
            )}
            {canAdd ? (
              <Button component={Link} to="/equipes/adicionar" leftSection={<IconPlus size={16} aria-hidden />}>
                {messages.list.add}
              </Button>
            ) : (
              <Button disabled aria-describedby="team-add-hint" leftSection={<IconPlus size={16} aria-hidden />}>
                {messages.list.add}
              </Button>
            )}
          </Group>
        }
        searchPlaceholder={messages.teams.searchPlaceholder}
        searchText={controls.searchText}
        onSearchChange={controls.onSearchChange}
        onSearchSubmit={controls.onSearchSubmit}
      />
      <DataList
        label={messages.teams.listLabel}
        columns={columns}
        rowKey={(team) => team.Id}
        query={query}
        unreadableText={messages.unreadable.teams}
        onPageChange={(page) => controls.setPage(page)}
      />
    </Stack>
  );
}
