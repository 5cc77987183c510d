import { Anchor, Group, Select, Skeleton, Text } from '@mantine/core';
import { messages } from '@/messages/screens';
import { selectHospital } from '@/session/store';
import { useRequiredSession } from '@/session/useSession';
import { useRenderedLater } from '@/ui/useRenderedLater';
import { useAddresses } from '../api/addresses';
import classes from './Layout.module.css';

const ALL = '0';
const UNREADABLE = 'unreadable';
const SELECT_ID = 'address-select';

/**
 * 'Todos' (id 0) first, then the institution's addresses; the choice lives in the session. The
 * select (a combobox with its popover) is the costliest part of the layout: it renders just after
 * the page's first paint, in a transition, behind a box of its size.
 */
export function AddressSelect() {
  const ready = useRenderedLater();
  return (
    <Group gap={6} wrap="nowrap">
      {/* A visible label, beside the select so the bar keeps its height; there from the first paint. */}
      <Text component="label" htmlFor={SELECT_ID} size="sm" fw={600}>
        {messages.layout.addressLabel}
      </Text>
      {ready ? <AddressSelectReady /> : <Skeleton className={classes.addressSelect} h={36} radius="md" />}
    </Group>
  );
}

function AddressSelectReady() {
  const session = useRequiredSession();
  const { data, isPending, isError, refetch, isFetching } = useAddresses();

  if (isError) {
    return (
      <Group gap={6} role="alert">
        <Text size="sm" c="red.8">
          {messages.layout.addressesFailed}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          {messages.layout.addressesReload}
        </Anchor>
      </Group>
    );
  }

  const addresses = data?.items ?? [];
  const options = [
    { value: ALL, label: messages.layout.allAddresses },
    ...addresses.map((a) => ({ value: String(a.InstitutionAddressId), label: a.Street })),
    // Rows the API sent but that could not be read are said where the list is, never dropped.
    ...(data?.unreadable ? [{ value: UNREADABLE, label: messages.unreadable.addresses(data.unreadable), disabled: true }] : []),
  ];
  const chosen = options.find((option) => option.value === String(session.hospital.institutionAddressId));
  return (
    <Select
      id={SELECT_ID}
      // The whole address on hover; the pages filtered by it write it whole too (AddressFilterNotice).
      title={chosen?.label}
      data={options}
      value={String(session.hospital.institutionAddressId)}
      allowDeselect={false}
      disabled={isPending}
      className={classes.addressSelect}
      classNames={{ dropdown: classes.addressDropdown }}
      // Not kept mounted while closed: a hidden dropdown is still positioned by Floating UI, which
      // reads computed styles in the middle of every page's first commit (decision 0012).
      // The list as wide as its longest address (up to the screen), so no address is cut there.
      comboboxProps={{ withinPortal: true, keepMounted: false, width: 'max-content', position: 'bottom-end' }}
      maxDropdownHeight={360}
      onChange={(value) => {
        const picked = addresses.find((a) => String(a.InstitutionAddressId) === value);
        selectHospital(picked ? { institutionAddressId: picked.InstitutionAddressId, street: picked.Street } : { institutionAddressId: 0, street: '' });
      }}
    />
  );
}
