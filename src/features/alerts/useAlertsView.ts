import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import type { AlertListKind } from '@/api/keys';
import { readPreference, writePreference } from '@/session/preferences';
import { useSession } from '@/session/useSession';
import type { AlertFilters } from './triage/filters';
import { ALERT_ORDERS, type AlertOrder } from './triage/order';

const route = getRouteApi('/_app/alertas');

/** The order this user chose last on this device, in any session (src/session/preferences.ts). */
function rememberedOrder(userKey: string | null): AlertOrder | null {
  const value = userKey === null ? null : readPreference(userKey, 'alertsOrder');
  return ALERT_ORDERS.find((order) => order === value) ?? null;
}

interface Patch extends AlertFilters {
  tab?: 'messages' | undefined;
  order?: AlertOrder | undefined;
}

/** After the next paint: what the user sees first is the list, then the bookkeeping. */
function afterPaint(job: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(job)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The alerts page's view as the URL holds it: the tab, the order (else the one this user chose
 * last on this device, kept across sign-ins) and the filters. A choice shows at once from this
 * component's state and reaches the URL after the paint: a navigation re-renders the whole shell and writes
 * the history, a third of a click's time with thousands of alerts (the bench). Choices replace the
 * history entry, so Back leaves the page instead of stepping through every filter tried, and keep
 * the scroll where it is. A change of the URL from elsewhere (Back, a link) drops what was pending.
 */
export function useAlertsView() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const userKey = useSession()?.userKey ?? null;
  const stored = useMemo(() => rememberedOrder(userKey), [userKey]);
  // A choice made on this page: the URL may later lose it (the menu's link to the page).
  const [chosen, setChosen] = useState<AlertOrder | null>(null);
  const remembered = chosen ?? stored;

  // Choices not yet in the URL. The page's choices replace its history entry, so nothing but
  // them changes this page's URL while it is shown (Back or a link mounts the page anew).
  const [pending, setPending] = useState<{ seq: number; patch: Patch } | null>(null);
  const view = pending ? { ...search, ...pending.patch } : search;

  const tab: AlertListKind = view.tab ?? 'symptoms';
  const order: AlertOrder = view.order ?? remembered ?? 'recent';
  const { team, symptom, severity, overdue } = view;
  const symptomFilters = useMemo<AlertFilters>(() => ({ team, symptom, severity, overdue }), [team, symptom, severity, overdue]);
  // Messages have no symptom nor intensity.
  const messageFilters = useMemo<AlertFilters>(() => ({ team, overdue }), [team, overdue]);

  const latest = useRef(pending);
  useEffect(() => {
    latest.current = pending;
  });
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  const choose = useCallback(
    (patch: Patch) => {
      const before = latest.current;
      const next = { seq: (before?.seq ?? 0) + 1, patch: { ...before?.patch, ...patch } };
      latest.current = next;
      setPending(next);
      cancel.current?.();
      cancel.current = afterPaint(() => {
        cancel.current = null;
        void navigate({ search: (previous) => ({ ...previous, ...next.patch }), replace: true, resetScroll: false }).then(() =>
          // The URL holds it now, unless a newer choice is on its way.
          setPending((current) => (current?.seq === next.seq ? null : current)),
        );
      });
    },
    [navigate],
  );

  const setTab = useCallback((next: AlertListKind) => choose({ tab: next === 'symptoms' ? undefined : next }), [choose]);
  const setOrder = useCallback(
    (next: AlertOrder) => {
      // Written at once (a few hundred bytes of localStorage): a later choice cancels what waits for the paint.
      if (userKey !== null) writePreference(userKey, 'alertsOrder', next);
      setChosen(next);
      choose({ order: next });
    },
    [choose, userKey],
  );
  const setFilters = useCallback((patch: AlertFilters) => choose(patch), [choose]);
  return { tab, order, filters: { symptoms: symptomFilters, messages: messageFilters }, setTab, setOrder, setFilters };
}
