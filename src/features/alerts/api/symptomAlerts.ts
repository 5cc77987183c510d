import { symptomAlertListSchema } from '../schemas';
import { alertListQueryOptions, useAlertList } from './alertListQuery';

const PATH = 'api/dashboard/alerts';

export const symptomAlertsQueryOptions = (hospitalId: number) => alertListQueryOptions('symptoms', PATH, symptomAlertListSchema, hospitalId);

export function useSymptomAlerts() {
  return useAlertList('symptoms', PATH, symptomAlertListSchema);
}
