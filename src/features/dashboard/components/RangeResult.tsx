import type { ReactNode } from 'react';
import { Skeleton, Text } from '@mantine/core';
import { messages } from '@/messages/screens';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { buildAlert } from '@/messages/alert';
import { AlertMessage } from '@/ui/AlertMessage';

/**
 * The answer of a range query: nothing until both months are set; 404 is the empty-list notice;
 * any other failure shows the server's message as danger (spec 01 §8).
 */
export function RangeResult<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.fetchStatus === 'idle' && query.isPending) return null;
  if (query.fetchStatus === 'paused' && query.isPending) return <Text c="dimmed">{messages.offline.noCachedData}</Text>;
  if (query.isPending) return <Skeleton height={260} />;
  if (query.isError) {
    const error = query.error;
    const alert = isApiError(error) && error.status === 404 ? buildAlert('emptyList') : buildAlert('danger', isApiError(error) ? error.toAlertInput() : null);
    return <AlertMessage alert={alert} />;
  }
  return <>{children(query.data)}</>;
}
