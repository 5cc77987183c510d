import { Button, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowList } from '@/api/list';
import { formatDateTime, formatNumber } from '@/lib/format';
import { evaLevel } from '@/lib/intensity';
import { messages } from '@/messages/screens';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { painAt, type PainReading } from '../schemas';

const m = messages.clinicalEvolution;

/**
 * The week's pain (spec 02 §2, §9): the reading at or before the report, named by the EVA scale.
 * Its own failure stays here, with a reload: the rest of the week still shows.
 */
export function PainLine({ pain, at }: { pain: UseQueryResult<RowList<PainReading>>; at: string }) {
  if (pain.isPending)
    return (
      <Text size="sm" c="dimmed">
        {messages.common.loading}
      </Text>
    );
  const data = pain.data;
  if (!data) {
    return (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red.8">
          {m.painFailed}
        </Text>
        <Button size="xs" variant="light" color="dark" loading={pain.isFetching} onClick={() => void pain.refetch()}>
          {messages.list.reload}
        </Button>
      </Group>
    );
  }
  const reading = painAt(data.items, at);
  return (
    <>
      <UnreadableNotice count={data.unreadable} text={m.unreadablePain} />
      <Text size="sm">{reading ? m.painReading(evaLevel(reading.eva), formatNumber(reading.eva), formatDateTime(reading.at)) : m.noPainReading}</Text>
    </>
  );
}
