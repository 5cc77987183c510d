import { Select } from '@mantine/core';
import { useInstitutionAddresses } from '@/api/reference/institutionAddresses';
import { useTeamOptions } from '@/api/reference/teams';
import { messages } from '@/messages/screens';

interface Props {
  localId: number | undefined;
  teamId: number | undefined;
  onChange: (patch: { localId?: number; teamId?: number }) => void;
}

const ALL = '';

function options(items: { Id: string; label: string }[] | undefined) {
  return [{ value: ALL, label: messages.list.allOption }, ...(items ?? []).map((item) => ({ value: item.Id, label: item.label }))];
}

function toId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Local (institution address) and Equipe (team), sent as `localId` and `teamId` (spec 02 §2). An
 * option list that failed to load says so in its field and leaves the other filters usable.
 */
export function ProfessionalFilters({ localId, teamId, onChange }: Props) {
  const addresses = useInstitutionAddresses();
  const teams = useTeamOptions();
  return (
    <>
      <Select
        label={messages.professionals.local}
        data={options(addresses.data?.items.map((address) => ({ Id: address.Id, label: address.Street })))}
        value={localId === undefined ? ALL : String(localId)}
        onChange={(value) => onChange({ localId: toId(value) })}
        allowDeselect={false}
        error={addresses.isError ? messages.layout.addressesFailed : undefined}
        disabled={addresses.isPending}
        comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
        style={{ flex: '1 1 14rem', maxWidth: '22rem' }}
      />
      <Select
        label={messages.professionals.team}
        data={options(teams.data?.items.map((team) => ({ Id: team.Id, label: team.Name })))}
        value={teamId === undefined ? ALL : String(teamId)}
        onChange={(value) => onChange({ teamId: toId(value) })}
        allowDeselect={false}
        searchable
        error={teams.isError ? messages.professionals.teamsFailed : undefined}
        disabled={teams.isPending}
        style={{ flex: '1 1 12rem', maxWidth: '18rem' }}
      />
    </>
  );
}
