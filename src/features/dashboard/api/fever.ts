import { symptomPatientsSchema } from '../schemas';
import { useWidgetQuery, widgetQueryOptions } from './widgetQuery';

const PATH = 'api/dashboard/fever';

export const feverPatientsQueryOptions = (hospitalId: number) => widgetQueryOptions('fever', PATH, symptomPatientsSchema, hospitalId);

export function useFeverPatients() {
  return useWidgetQuery('fever', PATH, symptomPatientsSchema, { alertDriven: true });
}
