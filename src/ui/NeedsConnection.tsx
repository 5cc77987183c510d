import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconWifiOff } from '@tabler/icons-react';
import { messages } from '@/messages/screens';

/**
 * Where a screen, record or tab would load what this device has no offline copy of, while the API
 * cannot be reached: said at once, never a spinner that cannot end, with the way to what is kept
 * offline (the last alerts).
 */
export function NeedsConnection() {
  return (
    <Alert color="yellow" variant="light" icon={<IconWifiOff size={18} aria-hidden />} role="status" my="md">
      <Text size="sm">{messages.offline.noCachedData}</Text>
      <Anchor component={Link} to="/alertas" size="sm" fw={600} mt={4} display="inline-block">
        {messages.offline.toAlerts}
      </Anchor>
    </Alert>
  );
}
