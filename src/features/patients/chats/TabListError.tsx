import { Alert } from '@mantine/core';
import { isApiError } from '@/api/errors';
import { messages } from '@/messages/screens';
import { ListError } from '@/ui/list/ListError';
import { useBringIntoView } from '@/ui/useBringIntoView';

/** The API's way of saying there is nothing (no chats, no match, no attachments). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

interface Props {
  error: unknown;
  stale: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * The chats' and attachments' failure (spec 02 §8): a 404 means there is nothing to show and is a
 * warning, with the server's own words when it sent some; anything else is the list's error with
 * its reload.
 */
export function TabListError({ error, stale, retrying, onRetry }: Props) {
  if (isApiError(error) && isNotFound(error)) return <NothingFound text={error.toAlertInput().message || messages.alerts.emptyList} />;
  return <ListError error={error} stale={stale} retrying={retrying} onRetry={onRetry} />;
}

/** The 404's warning, brought into view as every alert of §8 is. */
function NothingFound({ text }: { text: string }) {
  const ref = useBringIntoView(text);
  return (
    <Alert ref={ref} color="yellow" variant="light" role="status">
      {text}
    </Alert>
  );
}
