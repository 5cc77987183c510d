import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { messages } from '@/messages/screens';
import { selectHospital } from '@/session/store';
import { useRequiredSession } from '@/session/useSession';

interface Props {
  /** What the other addresses hold that this view hides, when the page can count it (the alerts). */
  hidden?: string | null;
}

/**
 * Said beside the figures while one address is chosen in the top bar: what the page shows is that
 * address's alone, whose name is written whole here (the bar's select cuts it), with one click back
 * to every address. Nothing while 'Todos' is chosen.
 */
export function AddressFilterNotice({ hidden = null }: Props) {
  const { hospital } = useRequiredSession();
  if (hospital.institutionAddressId === 0) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconFilter size={18} aria-hidden />} mb="md" role="status" p="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {messages.layout.filteringBy(hospital.street)}
          </Text>
          {hidden && (
            <Text size="sm" mt={2}>
              {hidden}
            </Text>
          )}
        </div>
        <Button size="compact-sm" variant="white" onClick={() => selectHospital({ institutionAddressId: 0, street: '' })}>
          {messages.layout.showAllAddresses}
        </Button>
      </Group>
    </Alert>
  );
}
