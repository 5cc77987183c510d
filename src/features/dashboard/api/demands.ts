import { demandsSchema } from '../schemas';
import { useWidgetQuery, widgetQueryOptions } from './widgetQuery';

const PATH = 'api/dashboard/last-demands';

export const demandsQueryOptions = (hospitalId: number) => widgetQueryOptions('demands', PATH, demandsSchema, hospitalId);

export function useDemands() {
  return useWidgetQuery('demands', PATH, demandsSchema, { alertDriven: true });
}
