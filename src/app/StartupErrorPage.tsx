import { Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { messages } from '@/messages/catalogue';
import { UiProvider } from '@/ui/UiProvider';
import { failedFields, startupText, type StartupFailure } from './startupFailure';

/** Shown instead of the console when start-up fails; 'Tentar novamente' reloads the page. */
export function StartupErrorPage({ failure }: { failure: StartupFailure }) {
  const fields = failedFields(failure);
  return (
    <UiProvider>
      <Container size="sm" py="xl">
        <Stack gap="md" role="alert">
          <Title order={1} size="h2">
            {messages.config.title}
          </Title>
          <Text>{startupText(failure)}</Text>
          {fields.length > 0 && (
            <div>
              <Text fw={600}>{messages.config.fieldsLabel}</Text>
              <List>
                {fields.map((field) => (
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
    </UiProvider>
  );
}
