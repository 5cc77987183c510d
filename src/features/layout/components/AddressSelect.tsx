import { useDeferredValue } from 'react';
import { Anchor, Group, Select, Skeleton, Text } from '@mantine/core';
import { messages } from '@/messages/screens';
import { selectHospital } from '@/session/store';
import { useRequiredSession } from '@/session/useSession';
import { useAddresses } from '../api/addresses';
import classes from './Layout.module.css';

const ALL = '0';
const UNREADABLE = 'unreadable';

/**
 * 'Todos' (id 0) first, then the institution's addresses; the choice lives in the session. The
 * select (a combobox with its popover) is the costliest part of the layout: it renders just after
 * the page's first paint, in a transition, behind a box of its size.
 */
export function AddressSelect() {
  const ready = useDeferredValue(true, false);
  return ready ? <AddressSelectReady /> : <Skeleton className={classes.addressSelect} h={36} radius="md" />;
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
  return (
    <Select
      aria-label={messages.layout.addressLabel}
      data={options}
      value={String(session.hospital.institutionAddressId)}
      allowDeselect={false}
      disabled={isPending}
      className={classes.addressSelect}
      // Not kept mounted while closed: a hidden dropdown is still positioned by Floating UI, which
      // reads computed styles in the middle of every page's first commit (decision 0012).
      comboboxProps={{ withinPortal: true, keepMounted: false }}
      onChange={(value) => {
        const chosen = addresses.find((a) => String(a.InstitutionAddressId) === value);
        selectHospital(
          chosen
            ? { institutionAddressId: chosen.InstitutionAddressId, street: chosen.Street }
            : { institutionAddressId: 0, street: '' },
        );
      }}
    />
  );
}
