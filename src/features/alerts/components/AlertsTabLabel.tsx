import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
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
 * The tab's name as a screen reader says it: what the label shows plus words only a screen reader
 * needs ('Sintomas 29 pendentes · 4 atrasados, 2 novos'), starting with the visible text, as speech
 * input expects. Given as the tab's `aria-label`, so that every engine reads the same words
 * (computed from the markup, the icon and badges spaced them differently).
 */
export function alertsTabName({ label, query, fresh, overdue }: Props): string {
  const count = query.data ? formatTabCount(pendingCount(query.data)) : null;
  if (count === null) return label;
  return `${label} ${count} ${text.pending}${overdue > 0 ? ` · ${text.overdueCount(overdue)}` : ''}${fresh > 0 ? `, ${text.newCount(fresh)}` : ''}`;
}

/**
 * The tab's label with its count once the list has loaded ('99+' above 99), how many wait too
 * long, and a dot when some are new. Rows that could not be read are pending alerts too, and count.
 */
export function AlertsTabLabel({ label, query, fresh, overdue }: Props) {
  const count = query.data ? formatTabCount(pendingCount(query.data)) : null;
  if (count === null) return label;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {label}
      <Badge size="sm" variant={count === '0' ? 'light' : 'filled'} circle={count.length === 1}>
        {count}
      </Badge>
      {overdue > 0 && (
        <Text component="span" size="sm" c="red.9" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
          {'· '}
          <IconAlarm size={14} aria-hidden />
          {text.overdueCount(overdue)}
        </Text>
      )}
      {fresh > 0 && <ColorSwatch aria-hidden color={NEW_COLOR} size={10} withShadow={false} />}
    </Group>
  );
}
