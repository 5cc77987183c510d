import { useCallback, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useConfig } from '@/config/useConfig';
import { messages } from '@/messages/screens';
import { useBringIntoView } from '@/ui/useBringIntoView';
import { useReportUrl } from '../api/reportUrl';
import { frameableUrl } from '../reportUrlRules';
import { ReportFrame } from './ReportFrame';

const m = messages.bi;

/**
 * The report's states (spec 02 §4, §8): loading its address, the frame, 'not found' for an empty
 * address, the load failure for a failed call, an address that is no report address or a frame
 * that does not load, and the refusal of a report on an origin config.json does not list (or on
 * the console's own). Each failure offers to try again: the address is asked for anew (it may
 * have changed) and the frame starts over.
 */
export function Report() {
  const query = useReportUrl();
  const { biReportOrigins } = useConfig();
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
  const decision = frameableUrl(query.data, window.location.origin, biReportOrigins);
  if (!decision.ok) return failure(decision.reason === 'invalid' ? m.loadFailure : m.originRefused);
  if (frameFailed) return failure(m.loadFailure);
  return <ReportFrame key={`${attempt}:${decision.src}`} src={decision.src} onFail={failFrame} />;
}

interface FailureProps {
  text: string;
  retrying: boolean;
  onRetry: () => void;
}

/** Comes into view when it appears, as every alert of §8 does. */
function ReportFailure({ text, retrying, onRetry }: FailureProps) {
  const ref = useBringIntoView(text);
  return (
    <Alert ref={ref} color="red" variant="light" role="alert">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm">{text}</Text>
        <Button variant="light" color="dark" leftSection={<IconRefresh size={16} aria-hidden />} loading={retrying} onClick={onRetry}>
          {m.retry}
        </Button>
      </Group>
    </Alert>
  );
}
