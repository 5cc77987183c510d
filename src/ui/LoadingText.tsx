import { Center, Loader, Text } from '@mantine/core';
import { messages } from '@/messages/screens';

/** 'Carregando…' with a small spinner, where a list or a form will appear. */
export function LoadingText() {
  return (
    <Center py="xl" aria-busy="true">
      <Loader size="sm" aria-hidden />
      <Text ml="sm" c="dimmed" role="status">
        {messages.common.loading}
      </Text>
    </Center>
  );
}
