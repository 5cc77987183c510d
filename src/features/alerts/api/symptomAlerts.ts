import { symptomAlertListSchema } from '../schemas';
import { useAlertList } from './alertListQuery';

const PATH = 'api/dashboard/alerts';

export function useSymptomAlerts() {
  return useAlertList('symptoms', PATH, symptomAlertListSchema);
}
