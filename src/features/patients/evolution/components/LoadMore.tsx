import { useEffect, useEffectEvent, useRef } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { messages } from '@/messages/screens';

/** How far below the viewport the next page starts loading, so the scroll rarely waits. */
const AHEAD_PX = 200;

interface Props {
  hasNextPage: boolean;
  loading: boolean;
  onLoad: () => void;
  /** Whether anything is listed: the end is only worth saying under a list. */
  hasItems: boolean;
}

/**
 * The foot of an infinite list (spec 02 §2): a sentinel that asks for the next page as it scrolls
 * into view, and a visible 'Carregar mais' for the keyboard and for browsers (or jsdom) without
 * IntersectionObserver.
 */
export function LoadMore({ hasNextPage, loading, onLoad, hasItems }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onVisible = useEffectEvent(onLoad);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || loading || typeof IntersectionObserver === 'undefined') return;
    // Made again after each page: if the sentinel is still in view, the next page follows.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, loading]);

  return (
    <>
      <div ref={sentinel} aria-hidden />
      {hasNextPage ? (
        <Group justify="center">
          <Button variant="default" loading={loading} onClick={onLoad}>
            {messages.clinicalEvolution.loadMore}
          </Button>
          {loading && (
            <Text size="sm" c="dimmed" role="status">
              {messages.clinicalEvolution.loadingMore}
            </Text>
          )}
        </Group>
      ) : (
        hasItems && (
          <Text size="sm" c="dimmed" ta="center">
            {messages.clinicalEvolution.endOfList}
          </Text>
        )
      )}
    </>
  );
}
