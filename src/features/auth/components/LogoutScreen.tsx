import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { endSession } from '@/session/store';

export function LogoutScreen() {
  const navigate = useNavigate();
  return (
    <Paper withBorder p="xl" maw={480} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {messages.logout.title}
        </Title>
        <Text>{messages.logout.text}</Text>
        <Group>
          {/* Ending the session wipes its cached data; the guard then leaves for login. */}
          <Button onClick={() => endSession('logout')}>{messages.logout.leave}</Button>
          <Button variant="default" onClick={() => void navigate({ to: '/dashboard' })}>
            {messages.logout.stay}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
