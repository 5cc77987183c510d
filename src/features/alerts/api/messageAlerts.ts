import { messageAlertListSchema } from '../schemas';
import { alertListQueryOptions, useAlertList } from './alertListQuery';

const PATH = 'api/dashboard/messages';

export const messageAlertsQueryOptions = (hospitalId: number) => alertListQueryOptions('messages', PATH, messageAlertListSchema, hospitalId);

export function useMessageAlerts() {
  return useAlertList('messages', PATH, messageAlertListSchema);
}
