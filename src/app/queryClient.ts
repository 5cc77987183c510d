import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { trackMemoryOnly } from '@/api/memoryOnly';

/**
 * Only failures that another try can cure are retried, once: never a 4xx or a malformed answer,
 * and never a timeout (a hanging API would keep the user waiting twice as long for the error).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const transient = error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
  return transient && failureCount < 1;
}

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `persist`: kept in IndexedDB for offline reading (src/offline/persistence.ts).
     * `deviceOnly`: written by the console itself, never fetched (a save of it alone is no
     * offline copy of the server's data).
     */
    queryMeta: { persist?: boolean; deviceOnly?: boolean };
  }
}

export function createQueryClient(options: { retry?: boolean; gcTimeMs?: number } = {}): QueryClient {
  return new QueryClient({
    // The raw answer (before structural sharing) still carries its memory-only mark here.
    queryCache: new QueryCache({ onSuccess: (data, query) => trackMemoryOnly(query, data) }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        staleTime: 30_000,
        // Offline reading needs the last answers kept as long as they may be shown.
        gcTime: options.gcTimeMs ?? 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      // A write never waits silently for the network: offline, it fails at once and says so.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
