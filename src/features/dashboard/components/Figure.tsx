import { memo } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { messages } from '@/messages/screens';
import { formatNumber } from '@/lib/format';

const m = messages.dashboard;

/** '… dos pacientes · 40 pacientes'; the count is left out when the API did not send it. */
export function shareCaption(total: number | null): string {
  return total === null ? m.ofPatients : `${m.ofPatients} · ${m.patientsCount(formatNumber(total))}`;
}

/**
 * A big number with its caption: the shape of most small widgets. Memoised, as the widgets' other
 * contents are: a widget renders again when its call starts and ends, its content only when its
 * figures change (decision 0026).
 */
export const Figure = memo(function Figure({ value, caption, label }: { value: string; caption?: string; label?: string }) {
  return (
    <Stack gap={0}>
      {label && (
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      )}
      <Group gap={6} align="baseline">
        <Text fz={28} fw={700} lh={1.1} c="painel.8">
          {value}
        </Text>
        {caption && (
          <Text size="sm" c="dimmed">
            {caption}
          </Text>
        )}
      </Group>
    </Stack>
  );
});
