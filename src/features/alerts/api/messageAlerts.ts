import { messageAlertListSchema } from '../schemas';
import { useAlertList } from './alertListQuery';

const PATH = 'api/dashboard/messages';

export function useMessageAlerts() {
  return useAlertList('messages', PATH, messageAlertListSchema);
}
