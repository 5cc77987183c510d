import { useCallback, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { messages } from '@/messages/screens';
import { useReportUrl } from '../api/reportUrl';
import { frameableUrl } from '../reportUrl';
import { ReportFrame } from './ReportFrame';

const m = messages.bi;

/**
 * The report's states (spec 02 §4, §8): loading its address, the frame, 'not found' for an empty
 * address, and the load failure for a failed call, an address the console will not frame or a
 * frame that does not load. Each failure offers to try again: the address is asked for anew (it
 * may have changed) and the frame starts over.
 */
export function Report() {
  const query = useReportUrl();
  const [attempt, setAttempt] = useState(0);
  const [frameFailed, setFrameFailed] = useState(false);
  const failFrame = useCallback(() => setFrameFailed(true), []);
  const retry = () => {
    setFrameFailed(false);
    setAttempt((n) => n + 1);
    void query.refetch();
  };
  const failure = (text: string) => <ReportFailure text={text} retrying={query.isFetching} onRetry={retry} />;

  if (query.isPending) {
    if (query.fetchStatus === 'paused') return <Text c="dimmed">{messages.offline.noCachedData}</Text>;
    return (
      <Stack role="status" align="center" gap="xs" py="xl">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {m.loading}
        </Text>
      </Stack>
    );
  }
  if (query.isError) return failure(m.loadFailure);
  if (query.data === '') return failure(m.missingUrl);
  const src = frameableUrl(query.data, window.location.origin);
  if (src === null || frameFailed) return failure(m.loadFailure);
  return <ReportFrame key={`${attempt}:${src}`} src={src} onFail={failFrame} />;
}

interface FailureProps {
  text: string;
  retrying: boolean;
  onRetry: () => void;
}

function ReportFailure({ text, retrying, onRetry }: FailureProps) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm">{text}</Text>
        <Button variant="light" color="dark" leftSection={<IconRefresh size={16} aria-hidden />} loading={retrying} onClick={onRetry}>
          {m.retry}
        </Button>
      </Group>
    </Alert>
  );
}
