import { symptomAlertListSchema } from '../schemas';
import { useAlertList, useAllAddressesAlertList } from './alertListQuery';

const PATH = 'api/dashboard/alerts';

export function useSymptomAlerts() {
  return useAlertList('symptoms', PATH, symptomAlertListSchema);
}

/** Every address's symptom alerts, while one address is chosen (see useAllAddressesAlertList). */
export function useAllSymptomAlerts() {
  return useAllAddressesAlertList('symptoms', PATH, symptomAlertListSchema);
}
