import { Badge } from '@mantine/core';
import type { ActiveStatus } from '@/api/read';
import { messages } from '@/messages/screens';
import { BLANK } from '@/lib/format';

/** Ativo / Inativo, or '—' when the server's status could not be read. */
export function StatusBadge({ status }: { status: ActiveStatus | null }) {
  if (status === null) return <>{BLANK}</>;
  return (
    // A coloured dot beside text in the body colour: coloured small text fails contrast (axe).
    <Badge variant="dot" color={status === 'Active' ? 'green.7' : 'gray.6'} radius="sm" c="var(--mantine-color-text)" miw="max-content">
      {status === 'Active' ? messages.list.active : messages.list.inactive}
    </Badge>
  );
}
