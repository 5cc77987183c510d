import { useEffect } from 'react';
import { showAppBadge } from '@/offline/appBadge';
import { useLocked } from '@/session/useLocked';
import { useMessageAlerts } from '../api/messageAlerts';
import { useSymptomAlerts } from '../api/symptomAlerts';
import { pendingCount } from '../format';

/**
 * Keeps the installed app's icon showing the pending alerts of the selected address, on every
 * page of the console: both lists stay observed (and so refreshed) while it is mounted. Renders
 * nothing. Mounted only where the browser has the Badging API. A list that failed is left to its
 * screen's reload button and to the refresh: the badge's late mount does not retry it.
 */
export default function PendingAlertsBadge() {
  const symptoms = useSymptomAlerts('watcher').data;
  const alerts = useMessageAlerts('watcher').data;
  const known = symptoms !== undefined || alerts !== undefined;
  const count = (symptoms ? pendingCount(symptoms) : 0) + (alerts ? pendingCount(alerts) : 0);
  // While locked the icon shows nothing (the lock clears it); the count comes back on unlock.
  const locked = useLocked();
  useEffect(() => {
    if (known && !locked) showAppBadge(count);
  }, [known, count, locked]);
  return null;
}
