import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * Says how many rows of a list could not be read (src/api/list.ts): a row the API sent is never
 * dropped without a word, least of all a patient's pending alert.
 */
export function UnreadableNotice({ count, text }: { count: number; text: (n: number) => string }) {
  if (count <= 0) return null;
  return (
    <Alert color="orange" variant="light" role="status" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
      {text(count)}
    </Alert>
  );
}
