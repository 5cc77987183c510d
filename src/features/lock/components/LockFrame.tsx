import type { ReactNode } from 'react';
import { PlainCardPage } from '@/ui/plain/Plain';

/**
 * The lock's page: one card, centred, alone in view. In the entry, so that the lock screen and
 * the notice shown when its chunk is gone (LockGate) share one frame; plain, since that notice
 * shows without Mantine's code (decision 0027).
 */
export function LockFrame({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <PlainCardPage shade={1} labelledBy={labelledBy}>
      {children}
    </PlainCardPage>
  );
}
