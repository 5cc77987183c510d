import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

/** Only failures that another try can cure are retried, once: never a 4xx or a malformed answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const transient = error.kind === 'network' || error.kind === 'timeout' || error.status >= 500;
  return transient && failureCount < 1;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
