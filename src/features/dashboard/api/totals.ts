import { totalsSchema } from '../schemas';
import { useWidgetQuery, widgetQueryOptions } from './widgetQuery';

const PATH = 'api/dashboard/total-doctorspatients';

export const totalsQueryOptions = (hospitalId: number) => widgetQueryOptions('totals', PATH, totalsSchema, hospitalId);

export function useTotals() {
  return useWidgetQuery('totals', PATH, totalsSchema);
}
