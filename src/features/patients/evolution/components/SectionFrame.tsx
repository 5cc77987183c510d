import { useId, type ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { DownloadButton } from '@/ui/download/DownloadButton';
import type { DownloadRequest } from '@/ui/download/useDownload';

interface Props {
  title: string;
  exportLabel: string;
  exportRequest: DownloadRequest;
  children: ReactNode;
}

/** One part of the tab: its heading, its export button (spec 02 §2) and its own states below. */
export function SectionFrame({ title, exportLabel, exportRequest, children }: Props) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          <DownloadButton {...exportRequest}>{exportLabel}</DownloadButton>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
