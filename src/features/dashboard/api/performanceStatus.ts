import { performanceStatusSchema } from '../schemas';
import { useWidgetQuery, widgetQueryOptions } from './widgetQuery';

const PATH = 'api/dashboard/performance-status';

export const performanceStatusQueryOptions = (hospitalId: number) => widgetQueryOptions('performance-status', PATH, performanceStatusSchema, hospitalId);

export function usePerformanceStatus() {
  return useWidgetQuery('performance-status', PATH, performanceStatusSchema);
}
