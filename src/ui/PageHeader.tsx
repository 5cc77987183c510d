import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

interface Props {
  title: string;
  subtitle?: string;
  refreshLabel: string;
  stampLabel: string;
  stamp: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Title, a refresh button and the last-updated stamp: the head of the dashboard and alerts pages. */
export function PageHeader({ title, subtitle, refreshLabel, stampLabel, stamp, refreshing, onRefresh }: Props) {
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
        <Button leftSection={<IconRefresh size={16} aria-hidden />} loading={refreshing} onClick={onRefresh} variant="light">
          {refreshLabel}
        </Button>
      </Group>
    </Group>
  );
}
