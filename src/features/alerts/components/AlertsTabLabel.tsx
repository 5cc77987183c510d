import { Badge, ColorSwatch, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowList } from '@/api/list';
import { messages } from '@/messages/screens';
import { formatTabCount, pendingCount } from '../format';
import type { PatientAlert } from '../schemas';
import { NEW_COLOR } from './AlertCard';

const text = messages.alertsPage;

interface Props {
  label: string;
  query: UseQueryResult<RowList<PatientAlert>>;
  fresh: number;
  overdue: number;
}

/**
 * The tab's label with its count once the list has loaded ('99+' above 99), how many wait too
 * long, and a dot when some are new. Its name is read from what it shows plus words only a screen
 * reader needs ('Sintomas 29 pendentes · 4 atrasados, 2 novos'), so that the name starts with the
 * visible text, as speech input expects. Each piece carries its own spacing: engines do not agree on
 * spaces between inline-flex boxes. Rows that could not be read are pending alerts too, and count.
 */
export function AlertsTabLabel({ label, query, fresh, overdue }: Props) {
  const count = query.data ? formatTabCount(pendingCount(query.data)) : null;
  if (count === null) return label;
  const newOnes = fresh > 0 && <VisuallyHidden>{`, ${text.newCount(fresh)}`}</VisuallyHidden>;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {label}{' '}
      <Badge size="sm" variant={count === '0' ? 'light' : 'filled'} circle={count.length === 1}>
        {count}
      </Badge>
      <VisuallyHidden>{` ${text.pending}`}</VisuallyHidden>
      {overdue > 0 ? (
        <Text component="span" size="sm" c="red.9" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
          {' · '}
          <IconAlarm size={14} aria-hidden />
          {text.overdueCount(overdue)}
          {newOnes}
        </Text>
      ) : (
        newOnes
      )}
      {fresh > 0 && <ColorSwatch aria-hidden color={NEW_COLOR} size={10} withShadow={false} />}
    </Group>
  );
}
