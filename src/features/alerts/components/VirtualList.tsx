import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  defaultRangeExtractor,
  measureElement as measureWithObserver,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';

interface Props {
  count: number;
  label: string;
  /** A card's usual height: the first render and jsdom (which has no layout) rely on it. */
  estimateSize: number;
  gap?: number;
  renderItem: (index: number) => ReactNode;
}

/** Without layout (jsdom) an element measures 0: fall back to the estimate instead of collapsing. */
function measure(element: HTMLDivElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, HTMLDivElement>) {
  const size = measureWithObserver(element, entry, instance);
  return size > 0 ? size : instance.options.estimateSize(instance.indexFromElement(element));
}

/** The list's distance from the top of the document, kept current as the content above it changes. */
function useDocumentOffset(ref: React.RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    // Fires once on observe, then whenever the page's height or width changes.
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

/**
 * A window-scrolled list that renders only the cards near the viewport, so a thousand alerts
 * scroll smoothly. Items are measured as they render (cards differ in height); the focused item
 * stays rendered so keyboard focus is never lost by scrolling.
 */
export function VirtualList({ count, label, estimateSize, gap = 12, renderItem }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentOffset(listRef);
  const [focused, setFocused] = useState<number | null>(null);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focused],
  );

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count,
    estimateSize: () => estimateSize,
    gap,
    overscan: 6,
    scrollMargin,
    rangeExtractor,
    measureElement: measure,
    // Before the window is observed (and in jsdom) the first screenful still renders.
    initialRect: { width: 1024, height: 900 },
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          role="listitem"
          aria-posinset={item.index + 1}
          aria-setsize={count}
          onFocus={() => setFocused(item.index)}
          onBlur={() => setFocused((current) => (current === item.index ? null : current))}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start - scrollMargin}px)`,
          }}
        >
          {renderItem(item.index)}
        </div>
      ))}
    </div>
  );
}
