import { symptomPatientsSchema } from '../schemas';
import { useWidgetQuery, widgetQueryOptions } from './widgetQuery';

const PATH = 'api/dashboard/pain';

export const painPatientsQueryOptions = (hospitalId: number) => widgetQueryOptions('pain', PATH, symptomPatientsSchema, hospitalId);

export function usePainPatients() {
  return useWidgetQuery('pain', PATH, symptomPatientsSchema, { alertDriven: true });
}
