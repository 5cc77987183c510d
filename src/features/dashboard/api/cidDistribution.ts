import { cidDistributionSchema } from '../schemas';
import { useWidgetQuery, widgetQueryOptions } from './widgetQuery';

const PATH = 'api/dashboard/cid-distribution';

export const cidDistributionQueryOptions = (hospitalId: number) => widgetQueryOptions('cid-distribution', PATH, cidDistributionSchema, hospitalId);

export function useCidDistribution() {
  return useWidgetQuery('cid-distribution', PATH, cidDistributionSchema);
}
