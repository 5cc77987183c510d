import { shareSchema } from '../schemas';
import { useWidgetQuery, widgetQueryOptions } from './widgetQuery';

const PATH = 'api/dashboard/last-symptoms';

export const symptomReportsQueryOptions = (hospitalId: number) => widgetQueryOptions('symptoms', PATH, shareSchema, hospitalId);

export function useSymptomReports() {
  return useWidgetQuery('symptoms', PATH, shareSchema, { alertDriven: true });
}
