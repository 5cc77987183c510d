import { useEffect, useId, useState } from 'react';
import { ActionIcon, Alert, Anchor, Box, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link, getRouteApi, useRouterState } from '@tanstack/react-router';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useLicences } from '@/api/reference/licences';
import { useConfig } from '@/config/useConfig';
import { ageFrom, BLANK, cidLabel } from '@/lib/format';
import { patientRecordUrl } from '@/lib/professionalApp';
import type { AlertContent } from '@/messages/alert';
import { messages } from '@/messages/screens';
import { useRequiredSession } from '@/session/useSession';
import { AlertMessage } from '@/ui/AlertMessage';
import { AddressTeamFilters } from '@/ui/list/AddressTeamFilters';
import { DataList, type Column } from '@/ui/list/DataList';
import { LicenceBadge } from '@/ui/list/LicenceBadge';
import { ListHeader } from '@/ui/list/ListHeader';
import { useListRoute } from '@/ui/list/useListRoute';
import { lastListSearch } from '@/ui/list/lastListSearch';
import { usePatientList } from '../api/patientList';
import { forgetLinkedText, linkedSearchText } from '../searchSchema';
import { PATIENTS_LIST, type PatientListQuery } from '../listQuery';
import { isViewOnly, type PatientRow } from '../schemas';
import { LicenceSwitch } from './LicenceSwitch';
import { TeamCell } from './TeamCell';

const route = getRouteApi('/_app/pacientes/');

declare module '@tanstack/history' {
  interface HistoryState {
    /** Back from a patient's record (Salvar, Cancelar): the list's search text comes back from memory. */
    patientsSearchKept?: true;
  }
}

function age(row: PatientRow): string {
  const years = ageFrom(row.BirthDate);
  return years === null ? BLANK : messages.patients.age(years);
}

/**
 * Pacientes (spec 02 §2): licence badge, search by name or registration number, Local and Equipe
 * filters, the team of each row reassigned from its cell, the licence toggle, the external add and
 * edit pages of the professional app, and the patient's own record here through the name.
 */
export function PatientsScreen() {
  const address = route.useSearch();
  const navigate = route.useNavigate();
  // The search text is kept in memory, never in the address (searchTextOutOfAddress): back from a
  // record it is the one the list was left with; an old link's text is taken once, then dropped.
  const kept = useRouterState({ select: (state) => state.location.state.patientsSearchKept === true });
  // Read in the initializer, forgotten in an effect: StrictMode may run an initializer twice.
  const [text, setText] = useState(() => {
    const linked = linkedSearchText() ?? address.search;
    return linked || (kept ? (lastListSearch<PatientListQuery>(PATIENTS_LIST).search ?? '') : '');
  });
  useEffect(forgetLinkedText, []);
  const search = { ...address, search: text };
  useEffect(() => {
    if (address.search) void navigate({ search: (previous) => ({ ...previous, search: '' }), replace: true });
  }, [address.search, navigate]);
  const { professionalAppUrl, patientRegistrationUrl } = useConfig();
  const institutionId = useRequiredSession().user.Institution.Id;
  const licences = useLicences();
  const noneLeftId = useId();
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const query = usePatientList({
    page: search.page,
    search: search.search,
    addressId: search.addressId,
    teamId: search.teamId,
  });
  const { controls, arrival } = useListRoute(
    PATIENTS_LIST,
    search,
    (update, options) => {
      const next = update(search);
      setText(next.search);
      void navigate({ search: { ...next, search: '' }, ...options });
    },
    query,
  );

  // The column is left out when the institution has no licences (spec 02 §2).
  const withLicences = !licences.data || licences.data.TotalLicenses > 0;
  const noneLeft = licences.data !== undefined && licences.data.TotalLicenses > 0 && licences.data.AvailableLicenses <= 0;

  const columns: Column<PatientRow>[] = [
    {
      key: 'name',
      title: messages.patients.nameColumn,
      render: (row) => (
        <Anchor fw={500} renderRoot={(props) => <Link {...props} to="/pacientes/editar/$tab/$id" params={{ tab: 'ficha', id: row.Id }} />}>
          {row.Name}
        </Anchor>
      ),
    },
    {
      key: 'gender',
      title: messages.patients.genderColumn,
      render: (row) => row.Gender ?? BLANK,
    },
    { key: 'age', title: messages.patients.ageColumn, render: age },
    {
      key: 'cid',
      title: messages.patients.cidColumn,
      render: (row) => cidLabel(row.CIDs) || BLANK,
    },
    {
      key: 'team',
      title: messages.patients.teamColumn,
      render: (row) => <TeamCell row={row} readOnly={isViewOnly(row.InstitutionId, institutionId)} onError={setAlert} onChanged={() => setAlert(null)} />,
    },
    ...(withLicences
      ? [
          {
            key: 'licence',
            title: messages.patients.licenceColumn,
            render: (row: PatientRow) => (
              <LicenceSwitch row={row} readOnly={isViewOnly(row.InstitutionId, institutionId)} noneLeftNoticeId={noneLeft ? noneLeftId : null} />
            ),
          },
        ]
      : []),
    {
      key: 'edit',
      title: <VisuallyHidden>{messages.list.actions}</VisuallyHidden>,
      actions: true,
      render: (row) => (
        <ActionIcon
          component="a"
          href={patientRecordUrl(professionalAppUrl, row.Id)}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="dark"
          aria-label={messages.patients.editExternal(row.Name)}
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <ListHeader
        arrival={arrival}
        title={messages.patients.title}
        badge={<LicenceBadge />}
        action={
          <Button
            component="a"
            href={patientRegistrationUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconPlus size={16} aria-hidden />}
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            {messages.list.add}
            <VisuallyHidden>{messages.patients.newTab}</VisuallyHidden>
          </Button>
        }
        searchPlaceholder={messages.patients.searchPlaceholder}
        searchText={controls.searchText}
        onSearchChange={controls.onSearchChange}
        onSearchSubmit={controls.onSearchSubmit}
        filters={<AddressTeamFilters addressId={search.addressId} teamId={search.teamId} onChange={(patch) => controls.setFilters(patch)} />}
      />
      {alert && (
        <Box mb="md">
          <AlertMessage alert={alert} onClose={() => setAlert(null)} />
        </Box>
      )}
      {noneLeft && (
        <Alert color="yellow" variant="light" mb="md" id={noneLeftId}>
          <Text size="sm">{messages.patients.noLicenceLeft}</Text>
        </Alert>
      )}
      <DataList
        label={messages.patients.listLabel}
        columns={columns}
        rowKey={(row) => row.Id}
        query={query}
        unreadableText={messages.unreadable.patients}
        onPageChange={(page) => controls.setPage(page)}
      />
    </Stack>
  );
}
