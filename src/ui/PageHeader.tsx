import { useEffect, useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { messages } from '@/messages/screens';
import { useOnline } from './useOnline';

interface Props {
  title: string;
  subtitle?: string;
  refreshLabel: string;
  stampLabel: string;
  stamp: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * Title, a refresh button and the last-updated stamp: the head of the dashboard and alerts pages.
 * Without the API the refresh cannot fetch anything: a press says why, until the API is back.
 */
export function PageHeader({ title, subtitle, refreshLabel, stampLabel, stamp, refreshing, onRefresh }: Props) {
  const online = useOnline();
  const [pressedOffline, setPressedOffline] = useState(false);
  // The note is about this time without the API: once it is back, a later loss starts without it.
  useEffect(() => onlineManager.subscribe((isOnline) => isOnline && setPressedOffline(false)), []);
  const refresh = () => {
    if (online) onRefresh();
    else setPressedOffline(true);
  };
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      <Group gap="sm" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {stampLabel} {stamp}
        </Text>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} loading={refreshing && online} onClick={refresh} variant="light">
          {refreshLabel}
        </Button>
      </Group>
      <Text size="sm" c="orange.9" role="status" w="100%" ta="end">
        {pressedOffline && !online ? messages.offline.refreshOffline : ''}
      </Text>
    </Group>
  );
}
