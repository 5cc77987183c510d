import { Badge } from '@mantine/core';
import type { ActiveStatus } from '@/api/read';
import { messages } from '@/messages/catalogue';
import { BLANK } from '@/lib/format';

/** Ativo / Inativo, or '—' when the server's status could not be read. */
export function StatusBadge({ status }: { status: ActiveStatus | null }) {
  if (status === null) return <>{BLANK}</>;
  return (
    <Badge variant="light" color={status === 'Active' ? 'green' : 'gray'} radius="sm">
      {status === 'Active' ? messages.list.active : messages.list.inactive}
    </Badge>
  );
}
