import { Stack, Title } from '@mantine/core';
import { messages } from '@/messages/screens';
import { AnnouncementForm } from './AnnouncementForm';

/** /comunicados/enviar (spec 02 §2). */
export function SendAnnouncementScreen() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {messages.announcements.sendTitle}
      </Title>
      <AnnouncementForm />
    </Stack>
  );
}
