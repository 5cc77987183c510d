import { useCallback, useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHospitalId } from '@/session/useSession';
import { keys, type AlertListKind } from '@/api/keys';
import type { PatientAlert } from './schemas';
import { deviceStateOptions } from './deviceState';
import { alertKey } from './triage/identity';

/** What the user had in front of them the last time they looked at a list. */
interface Seen {
  looked: boolean;
  keys: string[];
}
const NEVER_LOOKED: Seen = { looked: false, keys: [] };

function seenQueryOptions(kind: AlertListKind, hospitalId: number) {
  return deviceStateOptions(keys.alerts.seen(kind, hospitalId), NEVER_LOOKED);
}

/** Which alerts of a list arrived since the user last looked, and how to record a look. */
export function useSeenAlerts(kind: AlertListKind, alerts: readonly PatientAlert[] | undefined) {
  const hospitalId = useHospitalId();
  const queryClient = useQueryClient();
  const seen = useQuery(seenQueryOptions(kind, hospitalId)).data;

  const fresh = useMemo(() => {
    // Never looked (a first sign-in on this browser): nothing is "new" yet.
    if (!seen?.looked || !alerts) return new Set<string>();
    const known = new Set(seen.keys);
    return new Set(alerts.map(alertKey).filter((key) => !known.has(key)));
  }, [seen, alerts]);

  const write = useCallback(
    (keys: (current: Set<string>) => Iterable<string>) => {
      const { queryKey } = seenQueryOptions(kind, hospitalId);
      const current = new Set(queryClient.getQueryData(queryKey)?.keys ?? []);
      queryClient.setQueryData(queryKey, { looked: true, keys: [...keys(current)] });
    },
    [queryClient, kind, hospitalId],
  );

  /** Everything in `list` has been seen; alerts no longer pending are forgotten. */
  const markAllSeen = useCallback((list: readonly PatientAlert[]) => write(() => list.map(alertKey)), [write]);
  const markSeen = useCallback((alert: PatientAlert) => write((current) => current.add(alertKey(alert))), [write]);

  // A browser that never showed the alerts page has nothing to compare with: what it shows first
  // is the baseline, not "new".
  const neverLooked = seen?.looked === false;
  useEffect(() => {
    if (alerts && neverLooked) markAllSeen(alerts);
  }, [alerts, neverLooked, markAllSeen]);

  return { isNew: (alert: PatientAlert) => fresh.has(alertKey(alert)), newCount: fresh.size, markAllSeen, markSeen };
}
