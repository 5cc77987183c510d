import { useState } from 'react';
import { Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { messages } from '@/messages/screens';
import type { RowList } from '@/api/list';
import { BLANK, formatPercent } from '@/lib/format';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { useCidDistribution } from '../api/cidDistribution';
import { WidgetCard } from '../components/WidgetCard';
import { CID_WIDGET_TOP, DEFAULT_CID_SORT, nextCidSort, sortCids, type CidSort, type CidSortColumn } from '../cidSort';
import type { CidShare } from '../schemas';

const m = messages.dashboard;

function SortHeader({ column, label, sort, onSort }: { column: CidSortColumn; label: string; sort: CidSort; onSort: (c: CidSortColumn) => void }) {
  const active = sort.column === column;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} aria-label={m.sortBy(label)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function CidTable({ entries }: { entries: RowList<CidShare> }) {
  const [sort, setSort] = useState(DEFAULT_CID_SORT);
  const rows = sortCids(entries.items, sort);
  if (rows.length === 0 && entries.unreadable === 0) return <Text c="dimmed">{messages.alerts.emptyList}</Text>;
  return (
    <Stack gap="sm">
      <UnreadableNotice count={entries.unreadable} text={messages.unreadable.items} />
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="cid" label={m.cidColumn} sort={sort} onSort={(c) => setSort(nextCidSort(sort, c))} />
            <Table.Th>{m.descriptionColumn}</Table.Th>
            <SortHeader column="percentage" label={m.percentageColumn} sort={sort} onSort={(c) => setSort(nextCidSort(sort, c))} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.CIDCode}>
              <Table.Td fw={600}>{row.CIDCode}</Table.Td>
              <Table.Td>{row.Description ?? BLANK}</Table.Td>
              <Table.Td>{formatPercent(row.Percentage)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function CidWidget() {
  const query = useCidDistribution();
  return (
    <WidgetCard title={m.widgets.cid} query={query} skeletonHeight={140} details={() => query.data && <CidTable entries={query.data} />}>
      {(entries) =>
        entries.items.length === 0 && entries.unreadable === 0 ? (
          <Text c="dimmed">{messages.alerts.emptyList}</Text>
        ) : (
          <Stack gap={6}>
            <UnreadableNotice count={entries.unreadable} text={messages.unreadable.items} />
            {sortCids(entries.items, DEFAULT_CID_SORT)
              .slice(0, CID_WIDGET_TOP)
              .map((e) => (
                <Group key={e.CIDCode} justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" lineClamp={1} title={e.Description ?? undefined}>
                    <Text span fw={700}>
                      {e.CIDCode}
                    </Text>{' '}
                    {e.Description}
                  </Text>
                  <Text size="sm" fw={600}>
                    {formatPercent(e.Percentage)}
                  </Text>
                </Group>
              ))}
          </Stack>
        )
      }
    </WidgetCard>
  );
}
