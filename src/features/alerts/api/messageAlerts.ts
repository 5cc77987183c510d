import { messageAlertListSchema } from '../schemas';
import { useAlertList, useAllAddressesAlertList } from './alertListQuery';

const PATH = 'api/dashboard/messages';

export function useMessageAlerts() {
  return useAlertList('messages', PATH, messageAlertListSchema);
}

/** Every address's message alerts, while one address is chosen (see useAllAddressesAlertList). */
export function useAllMessageAlerts() {
  return useAllAddressesAlertList('messages', PATH, messageAlertListSchema);
}
