import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { messages } from '@/messages/catalogue';

export function NotFound() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={2}>{messages.fatal.notFoundTitle}</Title>
        <Text>{messages.fatal.notFoundText}</Text>
        <div>
          <Button component={Link} to="/">
            {messages.fatal.backHome}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
