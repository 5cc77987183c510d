import { Center, Loader, Text } from '@mantine/core';
import { messages } from '@/messages/screens';
import { NeedsConnection } from './NeedsConnection';
import { useOnline } from './useOnline';

/**
 * 'Carregando…' with a small spinner, where a list or a form will appear. Without the API
 * (TanStack Query's onlineManager follows the console's connectivity and lock), nothing that is
 * still loading can arrive: the place says so at once instead (NeedsConnection).
 */
export function LoadingText() {
  if (!useOnline()) return <NeedsConnection />;
  return (
    <Center py="xl" aria-busy="true">
      <Loader size="sm" aria-hidden />
      <Text ml="sm" c="dimmed" role="status">
        {messages.common.loading}
      </Text>
    </Center>
  );
}
