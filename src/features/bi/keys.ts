import { queryKeys } from '@/api/keys';

export const biKeys = {
  ...queryKeys('bi'),
  /** The report's address (`GET api/powerbi/geturl`). */
  reportUrl: () => [...queryKeys('bi').all, 'report-url'] as const,
};
