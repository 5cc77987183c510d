import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './Providers';
import type { AppRouter } from './router';
import { UpdatePrompt } from '@/offline/UpdatePrompt';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </Providers>
  );
}
