import { Center, Loader } from '@mantine/core';
import { messages } from '@/messages/catalogue';

export function FullPageLoader() {
  return (
    <Center mih="50vh" role="status" aria-label={messages.common.loading}>
      <Loader />
    </Center>
  );
}
