import { useRouteContext } from '@tanstack/react-router';
import type { AppConfig } from './schema';

export function useConfig(): AppConfig {
  return useRouteContext({ from: '__root__', select: (context) => context.config });
}
