import type { ReactNode } from 'react';
import { Center, Paper } from '@mantine/core';

/**
 * The lock's page: one card, centred, alone in view. In the entry, so that the lock screen and
 * the notice shown when its chunk is gone (LockGate) share one frame.
 */
export function LockFrame({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-1)">
      <Paper component="main" withBorder shadow="sm" p="xl" w="100%" maw={440} aria-labelledby={labelledBy}>
        {children}
      </Paper>
    </Center>
  );
}
