import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keys, type AlertListKind } from '@/api/keys';
import { useKeepPollingInBackground } from '@/config/alertsPoller/background';
import { usePollLeader } from '@/config/alertsPoller/usePollLeader';
import { useConfig } from '@/config/useConfig';
import { showConsoleNotification } from '@/offline/systemNotifications';
import { isLocked } from '@/session/lockState';
import { useHospitalId, useSession } from '@/session/useSession';
import { useMinuteClock } from '@/ui/useMinuteClock';
import { useMessageAlerts } from '../api/messageAlerts';
import { useSymptomAlerts } from '../api/symptomAlerts';
import { deviceStateOptions } from '../deviceState';
import type { MarkContext } from '../triage/marks';
import { toRows, type TriageRow } from '../triage/rows';
import { isOverdue } from '../triage/waiting';
import { useWorsened } from '../useWorsened';
import { sameState, severeEvents, type NotifiedState, type SevereEvent } from './events';
import { notificationFor } from './texts';

const NOTHING_YET: NotifiedState = {};
const notifiedOptions = (hospitalId: number) => deviceStateOptions(keys.alerts.notified(hospitalId), NOTHING_YET);

/**
 * Severe alerts as system notifications (docs/decisions/0029-severe-alert-notifications.md), on
 * every page of the console while the user has them on. Renders nothing. Every tab reads each
 * answer and keeps what it knows up to date, so that whichever tab leads next knows as much; only
 * the tab that polls the symptom alerts (the leader, docs/decisions/0021-one-alerts-poller.md)
 * shows what the answer brought. The poll goes on in the background meanwhile: the console is
 * rarely the window in front.
 */
export default function SevereAlertsNotifier() {
  const { alertsOverdueMinutes, notifyMessages, notificationsShowNames } = useConfig();
  const hospitalId = useHospitalId();
  const queryClient = useQueryClient();
  const symptoms = useSymptomAlerts('watcher').data;
  const alerts = useMessageAlerts('watcher').data;
  const { leading } = usePollLeader(keys.alerts.symptoms(hospitalId), useSession()?.sid ?? null);
  useKeepPollingInBackground(true);
  const now = useMinuteClock();
  const symptomRows = useMemo(() => (symptoms ? toRows(symptoms.items) : undefined), [symptoms]);
  const messageRows = useMemo(() => (alerts ? toRows(alerts.items) : undefined), [alerts]);
  const worsened = useWorsened(symptomRows, now);
  const state = useQuery(notifiedOptions(hospitalId)).data;
  useEffect(() => {
    if (!state) return;
    // The cards' own rules (triage/marks.ts): what a notification tells is what the card marks.
    const context: MarkContext = { overdue: (row) => isOverdue(row.at, now, alertsOverdueMinutes), worsened };
    const lists: [AlertListKind, TriageRow[] | undefined][] = [
      ['symptoms', symptomRows],
      ['messages', messageRows],
    ];
    const events: SevereEvent[] = [];
    let next = state;
    for (const [list, rows] of lists) {
      if (!rows) continue;
      const found = severeEvents(state[list], list, rows, context, notifyMessages);
      events.push(...found.events);
      if (!sameState(state[list], found.next)) next = { ...next, [list]: found.next };
    }
    if (next === state) return;
    queryClient.setQueryData(notifiedOptions(hospitalId).queryKey, next);
    const notification = notificationFor(events, { locked: isLocked(), showNames: notificationsShowNames });
    // A change of lead alone finds nothing new: what every tab read is already known.
    if (notification && leading) void showConsoleNotification(notification);
  }, [state, symptomRows, messageRows, worsened, now, alertsOverdueMinutes, notifyMessages, notificationsShowNames, leading, queryClient, hospitalId]);
  return null;
}
