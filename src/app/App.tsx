import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router';
import { UpdatePrompt } from '@/offline/UpdatePrompt';
import { LockGate } from '@/features/lock/components/LockGate';

/**
 * No Mantine provider here: the login route's first load holds no Mantine code. The signed-in
 * layout, the other public screens and every lazy part built with Mantine bring their own
 * (ui/UiProvider, decision 0027).
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <>
      <LockGate>
        <RouterProvider router={router} />
      </LockGate>
      <UpdatePrompt />
    </>
  );
}
