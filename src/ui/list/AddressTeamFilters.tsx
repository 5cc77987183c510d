import { Select } from '@mantine/core';
import { useInstitutionAddresses } from '@/api/reference/institutionAddresses';
import { useTeamOptions } from '@/api/reference/teams';
import { messages } from '@/messages/screens';

interface Props {
  addressId: number | undefined;
  teamId: number | undefined;
  onChange: (patch: { addressId?: number; teamId?: number }) => void;
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
 * Local (institution address) and Equipe (team), the filters of the professionals and patients
 * lists (spec 02 §2); each list names the query params. An option list that failed to load says
 * so in its field and leaves the other filters usable.
 */
export function AddressTeamFilters({ addressId, teamId, onChange }: Props) {
  const addresses = useInstitutionAddresses();
  const teams = useTeamOptions();
  return (
    <>
      <Select
        label={messages.reference.local}
        data={options(
          addresses.data?.items.map((address) => ({
            Id: address.Id,
            label: address.Street,
          })),
        )}
        value={addressId === undefined ? ALL : String(addressId)}
        onChange={(value) => onChange({ addressId: toId(value) })}
        allowDeselect={false}
        error={addresses.isError ? messages.layout.addressesFailed : undefined}
        disabled={addresses.isPending}
        comboboxProps={{ keepMounted: false, width: 'max-content', position: 'bottom-start' }}
        style={{ flex: '1 1 14rem', maxWidth: '22rem' }}
      />
      <Select
        label={messages.reference.team}
        data={options(teams.data?.items.map((team) => ({ Id: team.Id, label: team.Name })))}
        value={teamId === undefined ? ALL : String(teamId)}
        onChange={(value) => onChange({ teamId: toId(value) })}
        allowDeselect={false}
        searchable
        error={teams.isError ? messages.reference.teamsFailed : undefined}
        disabled={teams.isPending}
        style={{ flex: '1 1 12rem', maxWidth: '18rem' }}
      />
    </>
  );
}
