import { Button, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ConfigResult } from '@/config/load';
import { messages } from '@/messages/catalogue';

export function ConfigErrorPage({ failure }: { failure: Extract<ConfigResult, { ok: false }> }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" role="alert">
        <Title order={1} size="h2">
          {messages.config.title}
        </Title>
        <Text>{failure.reason === 'missing' ? messages.config.missing : messages.config.malformed}</Text>
        {failure.fields.length > 0 && (
          <div>
            <Text fw={600}>{messages.config.fieldsLabel}</Text>
            <List>
              {failure.fields.map((field) => (
                <List.Item key={field}>
                  <code>{field}</code>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <div>
          <Button onClick={() => window.location.reload()}>{messages.config.retry}</Button>
        </div>
      </Stack>
    </Container>
  );
}
