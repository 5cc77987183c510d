import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './Providers';
import type { AppRouter } from './router';
import { UpdatePrompt } from '@/offline/UpdatePrompt';
import { LockGate } from '@/features/lock/LockGate';

export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
      <UpdatePrompt />
      <LockGate />
    </Providers>
  );
}
