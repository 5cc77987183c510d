import { symptomAlertListSchema } from '../schemas';
import { useAlertList, useAllAddressesAlertList, type AlertListObserver } from './alertListQuery';

const PATH = 'api/dashboard/alerts';

export function useSymptomAlerts(observer?: AlertListObserver) {
  return useAlertList('symptoms', PATH, symptomAlertListSchema, observer);
}

/** Every address's symptom alerts, while one address is chosen (see useAllAddressesAlertList). */
export function useAllSymptomAlerts() {
  return useAllAddressesAlertList('symptoms', PATH, symptomAlertListSchema);
}
