import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Loader, Stack, Text } from '@mantine/core';
import { messages } from '@/messages/screens';

/** The next page loads when the scroll is within this many pixels of the bottom (spec 01 §9). */
const LOAD_MORE_THRESHOLD_PX = 200;

export function nearBottom(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_THRESHOLD_PX;
}

interface Props {
  label: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** True once the last page (current page equal to total pages) is in. */
  reachedEnd: boolean;
  itemCount: number;
  children: ReactNode;
}

export function InfiniteList({ label, hasNextPage, isFetchingNextPage, fetchNextPage, reachedEnd, itemCount, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const check = () => {
    const el = ref.current;
    if (el && hasNextPage && !isFetchingNextPage && nearBottom(el)) fetchNextPage();
  };
  // A first page that does not fill the box cannot be scrolled: load on until it does.
  useEffect(check, [itemCount, hasNextPage, isFetchingNextPage]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Box ref={ref} mah="60vh" style={{ overflowY: 'auto' }} onScroll={check} tabIndex={0} aria-label={label} role="region">
      <Stack component="ul" gap="xs" p={0} m={0}>
        {children}
      </Stack>
      {isFetchingNextPage && (
        <Stack align="center" py="sm" role="status" aria-label={messages.dashboard.loadingMore}>
          <Loader size="sm" />
        </Stack>
      )}
      {reachedEnd && itemCount > 0 && (
        <Text size="sm" c="dimmed" ta="center" py="sm">
          {messages.dashboard.endOfList}
        </Text>
      )}
    </Box>
  );
}
