import { treatmentsSchema } from '../schemas';
import { useWidgetQuery, widgetQueryOptions } from './widgetQuery';

const PATH = 'api/dashboard/treatments';

export const treatmentsQueryOptions = (hospitalId: number) => widgetQueryOptions('treatments', PATH, treatmentsSchema, hospitalId);

export function useTreatments() {
  return useWidgetQuery('treatments', PATH, treatmentsSchema);
}
