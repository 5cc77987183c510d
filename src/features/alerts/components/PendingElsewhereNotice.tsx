import { messages } from '@/messages/screens';
import { useHospitalId } from '@/session/useSession';
import { AddressFilterNotice } from '@/ui/AddressFilterNotice';
import { ALL_ADDRESSES } from '../api/alertListQuery';
import { useMessageAlerts } from '../api/messageAlerts';
import { useSymptomAlerts } from '../api/symptomAlerts';
import { useOtherAddressesPending } from '../useOtherAddressesPending';

/**
 * The chosen address's notice, on the alerts page and the dashboard: 'Filtrando por ‹endereço›'
 * with how many pending alerts the other addresses hold, from the chosen address's alert lists
 * (one query each, however many observe them) and every address's (spec 01's alert calls), asked
 * for only while an address is chosen. Watched here, not shown: a failed list is not retried by
 * this mounting, and the count is left out until all four are known.
 */
export function PendingElsewhereNotice() {
  return useHospitalId() === ALL_ADDRESSES ? null : <CountedNotice />;
}

function CountedNotice() {
  const symptoms = useSymptomAlerts('watcher').data;
  const alerts = useMessageAlerts('watcher').data;
  const hidden = useOtherAddressesPending({ symptoms, messages: alerts });
  return <AddressFilterNotice hidden={hidden === null ? null : messages.layout.otherAddressesPending(hidden)} />;
}
