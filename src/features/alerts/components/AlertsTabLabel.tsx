import { Badge, ColorSwatch, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { memo } from 'react';
import type { RowList } from '@/api/list';
import { messages } from '@/messages/screens';
import { formatTabCount, pendingCount } from '../format';
import type { PatientAlert } from '../schemas';
import { NEW_COLOR } from './AlertCard';

const text = messages.alertsPage;

interface Props {
  label: string;
  /** The list's pending count as shown ('99+'); null while it loads. */
  count: string | null;
  fresh: number;
  overdue: number;
}

/** What the tab's count shows for a list's answer: every pending alert, unreadable rows included. */
export function tabCount(list: RowList<PatientAlert> | undefined): string | null {
  return list ? formatTabCount(pendingCount(list)) : null;
}

/**
 * The tab's label with its count once the list has loaded ('99+' above 99), how many wait too
 * long, and a dot when some are new. Its name is read from what it shows plus words only a screen
 * reader needs ('Sintomas 29 pendentes, 2 novos · 4 atrasados'), so that the name starts with the
 * visible text, as speech input expects. The hidden words sit in one piece before the overdue
 * count: Chromium spaces the pieces of a flex row apart in a name, so nothing may follow one
 * piece's text without a space. Rows that could not be read are pending alerts too, and count.
 */
export const AlertsTabLabel = memo(function AlertsTabLabel({ label, count, fresh, overdue }: Props) {
  if (count === null) return label;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {label}{' '}
      <Badge size="sm" variant={count === '0' ? 'light' : 'filled'} circle={count.length === 1}>
        {count}
      </Badge>
      <VisuallyHidden>{` ${text.pending}${fresh > 0 ? `, ${text.newCount(fresh)}` : ''}`}</VisuallyHidden>
      {overdue > 0 && (
        <Text component="span" size="sm" c="red.9" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
          {' · '}
          <IconAlarm size={14} aria-hidden />
          {text.overdueCount(overdue)}
        </Text>
      )}
      {fresh > 0 && <ColorSwatch aria-hidden color={NEW_COLOR} size={10} withShadow={false} />}
    </Group>
  );
});
