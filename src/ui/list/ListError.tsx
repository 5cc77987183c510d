import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { isApiError } from '@/api/errors';
import { buildAlert } from '@/messages/alert';
import { messages } from '@/messages/screens';
import { alertKey, useBringIntoView } from '@/ui/useBringIntoView';

interface Props {
  error: unknown;
  /** True when older rows are still on screen: the failure was of a refresh. */
  stale: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * A list that could not load says why (the server's error body, through the alert helper: spec 02
 * §8) and offers to load again. Like every alert it comes into view when it appears (§8), also
 * above the older rows a failed refresh leaves on screen; a retry that fails the same way does not
 * scroll again.
 */
export function ListError({ error, stale, retrying, onRetry }: Props) {
  const alert = buildAlert('danger', isApiError(error) ? error.toAlertInput() : null);
  const heading = stale ? messages.list.staleFailed : messages.list.loadFailed;
  const ref = useBringIntoView(`${heading}|${alertKey(alert)}`);
  return (
    <Alert ref={ref} color={stale ? 'yellow' : 'red'} variant="light" role="alert" title={heading}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <div>
          {alert.title && <Text fw={600}>{alert.title}</Text>}
          <Text size="sm">{alert.text}</Text>
          {alert.list.length > 0 && (
            <List size="sm">
              {alert.list.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          )}
        </div>
        <Button variant="light" color="dark" leftSection={<IconRefresh size={16} aria-hidden />} loading={retrying} onClick={onRetry}>
          {messages.list.reload}
        </Button>
      </Group>
    </Alert>
  );
}
