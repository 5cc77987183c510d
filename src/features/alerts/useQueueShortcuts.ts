import type { RefObject } from 'react';
import { useHotkeys } from '@mantine/hooks';
import { useLocked } from '@/session/useLocked';

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date']);
const KEEP_DEFAULT = { preventDefault: false };

/** Keys typed into a field are the user's text, not shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type);
}

/**
 * The page's two shortcuts: '/' to the filters, '?' to the keyboard help. Mantine's own filter
 * ignores every input, but '/' must work from the order's radios; only a text field keeps the key.
 */
export function useQueueShortcuts(firstFilter: RefObject<HTMLSelectElement | null>, openHelp: () => void) {
  const locked = useLocked();
  const onKey = (event: KeyboardEvent) => {
    if (locked || isTyping(event.target)) return;
    event.preventDefault();
    if (event.key === '/') firstFilter.current?.focus();
    else openHelp();
  };
  useHotkeys(
    [
      ['/', onKey, KEEP_DEFAULT],
      ['?', onKey, KEEP_DEFAULT],
      ['shift+?', onKey, KEEP_DEFAULT],
    ],
    [],
  );
}
