import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Shows the end of a horizontal scroller (the latest weeks) from its first layout, and again when
 * its width or its content's width changes (a window resized, a tablet turned, more weeks), until
 * the user scrolls it: from then on it stays where the user put it. A user back at the very end is
 * followed again, as a chat follows its last message. Put the ref on the scroller.
 */
export function useScrolledToEnd<T extends HTMLElement>(): RefObject<T | null> {
  const scroller = useRef<T>(null);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    let following = true;
    // Where this hook last put it: the scroll event of its own move is not the user's.
    let placed: number | null = null;
    const toEnd = () => {
      if (!following) return;
      box.scrollLeft = box.scrollWidth - box.clientWidth;
      placed = box.scrollLeft;
    };
    const onScroll = () => {
      if (box.scrollLeft === placed) return;
      following = box.scrollLeft + box.clientWidth >= box.scrollWidth - 1;
    };
    toEnd();
    box.addEventListener('scroll', onScroll, { passive: true });
    const resized = new ResizeObserver(toEnd);
    resized.observe(box);
    if (box.firstElementChild) resized.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', onScroll);
      resized.disconnect();
    };
  }, []);
  return scroller;
}
