import { useEffect, useRef } from 'react';
import type { AlertContent } from '@/messages/alert';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What an alert says, as one value: an alert rebuilt with the same words is the same alert. */
export function alertKey(alert: Pick<AlertContent, 'color' | 'title' | 'text' | 'list'>): string {
  return JSON.stringify([alert.color, alert.title, alert.text, alert.list]);
}

/**
 * Every alert scrolls the page to the top (spec 01 §8, 02 §8) and brings itself into view, inside
 * a modal or a scrolled panel too. Give the ref to the alert's element and what it says (`content`,
 * null while there is nothing to show): it scrolls when the alert appears and when its words
 * change, never on a render that says the same again (a list's retry, a parent's re-render).
 */
export function useBringIntoView<T extends HTMLElement = HTMLDivElement>(content: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (content === null) return;
    const behavior = reducedMotion() ? 'auto' : 'smooth';
    window.scrollTo({ top: 0, behavior });
    ref.current?.scrollIntoView({ block: 'nearest', behavior });
  }, [content]);
  return ref;
}
