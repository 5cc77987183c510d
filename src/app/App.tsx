import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './Providers';
import type { AppRouter } from './router';
import { UpdatePrompt } from '@/offline/UpdatePrompt';

export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </Providers>
  );
}
