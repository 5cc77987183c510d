import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { getHotkeyHandler } from '@mantine/hooks';
import { defaultRangeExtractor, measureElement as measureWithObserver, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';

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

/** The first thing a keyboard can reach in an item: the card's link. */
const FOCUSABLE = 'a[href], button, [tabindex]:not([tabindex="-1"])';

/**
 * Up to this many items, every card is in the page: a search in the page (Ctrl+F), printing and a
 * screen reader's browse mode find every patient, and the first render does no measuring. Above
 * it, only the cards near the viewport are rendered, so thousands of alerts still scroll and
 * re-order smoothly (docs/decisions/0022-triage-queue.md).
 */
const WHOLE_LIST_MAX = 300;

/**
 * The alerts' list: every card up to WHOLE_LIST_MAX, else windowed. From inside the list, the arrow
 * keys or j/k move the focus to the next or previous item, Home and End to the first or last.
 */
export function VirtualList(props: Props) {
  return props.count > WHOLE_LIST_MAX ? <WindowedList {...props} /> : <WholeList {...props} />;
}

/**
 * The keys that move between items: from the item the key was pressed in, not only from the focus
 * events (a window without the system's focus gets no focus events for a focus moved by script, so
 * the first J went nowhere: Firefox driven headless).
 */
function listKeys(count: number, focused: number | null, moveTo: (index: number, list: HTMLElement) => void) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    const item = event.target instanceof Element ? event.target.closest('[data-index]') : null;
    const from = item ? Number(item.getAttribute('data-index')) : focused;
    const list = event.currentTarget;
    const step = (delta: number) => () => moveTo((from ?? -1) + delta, list);
    getHotkeyHandler([
      ['ArrowDown', step(1)],
      ['J', step(1)],
      ['ArrowUp', step(-1)],
      ['K', step(-1)],
      ['Home', () => moveTo(0, list)],
      ['End', () => moveTo(count - 1, list)],
    ])(event);
  };
}

/**
 * The whole list comes in slices: this many cards in the list's first commit (more than a screen
 * holds at 1280×720), then as many more in each later commit, each in a transition of its own:
 * the thirty cards of a usual queue were one commit of about 530 components, a slice is about a
 * hundred (docs/decisions/0026-first-render-builds-less.md).
 */
const FIRST_SLICE = 8;
const SLICE = 8;

/**
 * How many of `count` items are rendered: FIRST_SLICE at first, one more slice per commit, until
 * all are; an item added later (a refresh) comes in the next slice. `all()` renders every item
 * at once, for a key that moves to an item not rendered yet.
 */
function useSlices(count: number): { rendered: number; all: () => void } {
  const [limit, setLimit] = useState(FIRST_SLICE);
  useEffect(() => {
    if (limit < count) startTransition(() => setLimit((current) => current + SLICE));
  }, [limit, count]);
  return { rendered: Math.min(limit, count), all: () => flushSync(() => setLimit(count)) };
}

/** Every item in the page, in the document's flow, a slice per commit. */
function WholeList({ count, label, gap = 12, renderItem }: Props) {
  const slices = useSlices(count);
  const moveTo = (index: number, list: HTMLElement) => {
    if (count === 0) return;
    const target = Math.min(count - 1, Math.max(0, index));
    if (target >= slices.rendered) slices.all();
    // Focus scrolls the card into view, below the fixed top bar (global.css's scroll-padding).
    list.querySelector(`[data-index="${target}"]`)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  return (
    // The keys are handled where they bubble from the focused card; the list itself is not a stop.
    <div role="list" aria-label={label} onKeyDown={listKeys(count, null, moveTo)} style={{ display: 'flex', flexDirection: 'column', gap }}>
      {Array.from({ length: slices.rendered }, (_, index) => (
        <div key={index} data-index={index} role="listitem" aria-posinset={index + 1} aria-setsize={count}>
          {renderItem(index)}
        </div>
      ))}
    </div>
  );
}

/**
 * A window-scrolled list that renders only the cards near the viewport, so thousands of alerts
 * scroll smoothly. Items are measured as they render (cards differ in height); the focused item
 * stays rendered so keyboard focus is never lost by scrolling. A key moving to an item that was
 * not rendered brings it into the page.
 */
function WindowedList({ count, label, estimateSize, gap = 12, renderItem }: Props) {
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
    // Two cards beyond the screen on either side: enough for a wheel step; the keys reach any card
    // (moveTo). Every card rendered is rendered again at each order or filter change (the bench).
    overscan: 2,
    scrollMargin,
    rangeExtractor,
    measureElement: measure,
    // Before the window is observed (and in jsdom) the first screenful still renders.
    initialRect: { width: 1024, height: 900 },
  });

  // The item to focus once it is rendered (it may be far from what is on screen).
  const [toFocus, setToFocus] = useState<number | null>(null);
  const rendered = virtualizer.getVirtualItems();
  useEffect(() => {
    if (toFocus === null) return;
    const target = listRef.current?.querySelector<HTMLElement>(`[data-index="${toFocus}"]`)?.querySelector<HTMLElement>(FOCUSABLE);
    if (!target) return;
    target.focus();
    setToFocus(null);
  }, [toFocus, rendered]);

  const moveTo = (index: number) => {
    const target = Math.min(count - 1, Math.max(0, index));
    if (count === 0) return;
    setFocused(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
    setToFocus(target);
  };
  return (
    // The keys are handled where they bubble from the focused card; the list itself is not a stop.
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      onKeyDown={listKeys(count, focused, moveTo)}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {rendered.map((item) => (
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
