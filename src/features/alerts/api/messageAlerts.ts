import { messageAlertListSchema } from '../schemas';
import { useAlertList, useAllAddressesAlertList, type AlertListObserver } from './alertListQuery';

const PATH = 'api/dashboard/messages';

export function useMessageAlerts(observer?: AlertListObserver) {
  return useAlertList('messages', PATH, messageAlertListSchema, observer);
}

/** Every address's message alerts, while one address is chosen (see useAllAddressesAlertList). */
export function useAllMessageAlerts() {
  return useAllAddressesAlertList('messages', PATH, messageAlertListSchema);
}
