import { useEffect } from 'react';
import { showAppBadge } from '@/offline/appBadge';
import { useMessageAlerts } from '../api/messageAlerts';
import { useSymptomAlerts } from '../api/symptomAlerts';
import { pendingCount } from '../format';

/**
 * Keeps the installed app's icon showing the pending alerts of the selected address, on every
 * page of the console: both lists stay observed (and so refreshed) while it is mounted. Renders
 * nothing. Mounted only where the browser has the Badging API.
 */
export default function PendingAlertsBadge() {
  const symptoms = useSymptomAlerts().data;
  const alerts = useMessageAlerts().data;
  const known = symptoms !== undefined || alerts !== undefined;
  const count = (symptoms ? pendingCount(symptoms) : 0) + (alerts ? pendingCount(alerts) : 0);
  useEffect(() => {
    if (known) showAppBadge(count);
  }, [known, count]);
  return null;
}
