import { Button, Stack, VisuallyHidden } from '@mantine/core';
import { Link, getRouteApi } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import { BLANK } from '@/lib/format';
import { messages } from '@/messages/screens';
import { DataList, type Column } from '@/ui/list/DataList';
import { AddressTeamFilters } from '@/ui/list/AddressTeamFilters';
import { EditLink } from '@/ui/list/EditLink';
import { LicenceBadge } from '@/ui/list/LicenceBadge';
import { ListHeader } from '@/ui/list/ListHeader';
import { StatusBadge } from '@/ui/list/StatusBadge';
import { useListRoute } from '@/ui/list/useListRoute';
import { useProfessionalList } from '../api/professionalList';
import { PROFESSIONALS_LIST } from '../listQuery';
import type { Professional } from '../schemas';
import { TeamsCell } from './TeamsCell';

const route = getRouteApi('/_app/profissionais/');

const columns: Column<Professional>[] = [
  { key: 'name', title: messages.professionals.nameColumn, render: (row) => row.Name },
  { key: 'email', title: messages.professionals.emailColumn, render: (row) => row.Email ?? BLANK },
  { key: 'teams', title: messages.professionals.teamsColumn, render: (row) => <TeamsCell teams={row.Teams} /> },
  { key: 'status', title: messages.professionals.statusColumn, render: (row) => <StatusBadge status={row.Status} /> },
  {
    key: 'edit',
    title: <VisuallyHidden>{messages.list.actions}</VisuallyHidden>,
    actions: true,
    render: (row) => <EditLink name={row.Name} link={{ to: '/profissionais/editar/$id', params: { id: row.Id } }} />,
  },
];

/** Profissionais (spec 02 §2): licence badge, search by e-mail or name, Local and Equipe filters. */
export function ProfessionalsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useProfessionalList({ page: search.page, search: search.search, addressId: search.addressId, teamId: search.teamId });

  const { controls, arrival } = useListRoute(PROFESSIONALS_LIST, search, (update, options) => void navigate({ search: update, ...options }), query);

  return (
    <Stack gap={0}>
      <ListHeader
        arrival={arrival}
        title={messages.professionals.title}
        badge={<LicenceBadge />}
        action={
          <Button component={Link} to="/profissionais/adicionar" leftSection={<IconPlus size={16} aria-hidden />}>
            {messages.list.add}
          </Button>
        }
        searchPlaceholder={messages.professionals.searchPlaceholder}
        searchText={controls.searchText}
        onSearchChange={controls.onSearchChange}
        onSearchSubmit={controls.onSearchSubmit}
        filters={<AddressTeamFilters addressId={search.addressId} teamId={search.teamId} onChange={(patch) => controls.setFilters(patch)} />}
      />
      <DataList
        label={messages.professionals.listLabel}
        columns={columns}
        rowKey={(row) => row.Id}
        query={query}
        unreadableText={messages.unreadable.professionals}
        onPageChange={(page) => controls.setPage(page)}
      />
    </Stack>
  );
}
