import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './Providers';
import type { AppRouter } from './router';
import { UpdatePrompt } from '@/offline/UpdatePrompt';
import { LockGate } from '@/features/lock/components/LockGate';

export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <LockGate>
        <RouterProvider router={router} />
      </LockGate>
      <UpdatePrompt />
    </Providers>
  );
}
